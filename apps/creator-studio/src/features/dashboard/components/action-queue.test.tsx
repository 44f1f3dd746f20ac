import { createFakeApiClient, renderWithApi } from '@advocate/api-client/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionStore, completed, makeAction } from '../../../shared/broadcaster-actions/action-fixtures.ts';
import { ActionQueue } from './action-queue.tsx';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

function renderQueue(store: ReturnType<typeof actionStore>) {
  return renderWithApi(
    <MemoryRouter>
      <ActionQueue />
    </MemoryRouter>,
    { client: createFakeApiClient(store.answers) },
  );
}

describe('dashboard action queue (spec 02 §2)', () => {
  it("says 'You've completed all your assigned actions!' when nothing is open", async () => {
    renderQueue(actionStore([completed(makeAction('banner-add'))]));
    expect(await screen.findByText("You've completed all your assigned actions!")).toBeTruthy();
  });

  it('groups the open actions as panels, tweets, links and other, each linking to its page', async () => {
    const { client } = renderQueue(
      actionStore([
        makeAction('twitter-send-tweet', { component: 'Spring tweet' }),
        makeAction('banner-add', { component: 'Spring banner' }),
        makeAction('banner-remove', { component: 'Old banner' }),
        makeAction('custom-link-add', { component: 'Shop link' }),
        makeAction('chatbot-mod', { component: 'Chat bot' }),
        makeAction('twitter-retweet', { component: 'Sponsor retweet' }),
      ]),
    );
    await screen.findByText('Add Banner: Spring banner');
    expect(client.routes).toContain('GET broadcaster-actions/?completed=false');
    const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual(['Twitch Panels 2', 'Twitter 2', 'Custom Links 1', 'Other Actions 1']);
    expect(within(screen.getByTestId('action-group-panels')).getByRole('link', { name: 'Go to Twitch Panels' }).getAttribute('href')).toBe(
      '/panels',
    );
    expect(within(screen.getByTestId('action-group-tweets')).getByRole('link', { name: 'Go to Twitter' }).getAttribute('href')).toBe(
      '/twitter',
    );
    expect(within(screen.getByTestId('action-group-links')).getByRole('link', { name: 'Go to Custom Links' }).getAttribute('href')).toBe(
      '/links',
    );
    expect(within(screen.getByTestId('action-group-default')).queryByRole('link')).toBeNull();
    // Panels and tweets are completed on their pages; links and other actions here.
    expect(within(screen.getByTestId('action-group-panels')).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('action-group-links')).getByRole('button', { name: /Mark as Completed/ })).toBeTruthy();
  });

  it('a completed action reads Completed, then collapses out (500 ms + 1500 ms), then the empty state shows', async () => {
    const link = makeAction('custom-link-add', { component: 'Shop link' });
    const { client } = renderQueue(actionStore([link]));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Completed: Add Custom Link, Shop link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Action' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Completed' }));
    const started = Date.now();
    expect(await screen.findByText('Completed')).toBeTruthy();
    expect(client.calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: `broadcaster-actions/${link.id}/`,
      data: { completion_action: 'mark_complete' },
    });
    await waitFor(() => expect(document.querySelector('[data-phase="leaving"]')).not.toBeNull());
    expect(await screen.findByText("You've completed all your assigned actions!")).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('with reduced motion a completed action leaves at once', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const link = makeAction('chatbot-mod', { component: 'Chat bot' });
    renderQueue(actionStore([link]));
    fireEvent.click(await screen.findByRole('button', { name: /Mark as Completed/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as Completed' }));
    expect(await screen.findByText("You've completed all your assigned actions!", {}, { timeout: 1000 })).toBeTruthy();
    expect(screen.queryByText('Completed')).toBeNull();
  });
});
