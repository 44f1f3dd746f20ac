import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStudioUser } from '../../app/testing/fixtures.ts';
import { renderStudio } from '../../app/testing/render-studio.tsx';

configure({ asyncUtilTimeout: 5000 });

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('broadcaster dashboard layout (decisions 770, 782)', () => {
  it('draws the invitations under the queue only once the queue has answered, so nothing drawn is pushed down', async () => {
    const view = renderStudio('/dashboard', { user: makeStudioUser() });
    let answerQueue: (actions: unknown[]) => void = () => undefined;
    view.client.answer('GET broadcaster-actions/?completed=false', () => new Promise((resolve) => (answerQueue = resolve)));
    view.client.answer('GET campaigns-invitations/', []);
    view.client.answer('GET teams-invitations/', []);

    await screen.findByText('Loading Actions');
    await waitFor(() => expect(view.client.routes).toContain('GET teams-invitations/'));
    expect(headings()).toEqual(['Action Queue']);

    answerQueue([]);
    await screen.findByText("You've completed all your assigned actions!");
    expect(headings().slice(0, 2)).toEqual(['Action Queue', 'Invitations']);
    await screen.findByText('You have no open invitations.');
  });
});
