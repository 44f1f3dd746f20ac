import { fakeApiError } from '@advocate/api-client/testing';
import { clearInvite, readInvite } from '@advocate/auth-and-guards';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApiClient } from '@advocate/api-client/testing';
import { renderPage } from '../../testing/render-page.tsx';
import { INVITE_NOT_FOUND, INVITE_UNAVAILABLE, inviteErrorText } from './invite-error.ts';
import { InvitePage } from './invite-page.tsx';

afterEach(() => {
  cleanup();
  clearInvite();
});

describe('invite page', () => {
  it('shows the campaign and stores the invite with its label on acceptance', async () => {
    const client = createFakeApiClient({
      'GET invite-links/campaign/k3y/': { key: 'k3y', expires_at: '2099-01-01T00:00:00Z', campaign_name: 'Spring Launch' },
    });
    renderPage(<InvitePage kind="campaign" />, { path: '/invite/k3y?label=chatbot', pattern: '/invite/:key', client });
    expect(await screen.findByText('Spring Launch')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toContain("You've been invited to join");
    fireEvent.click(screen.getByRole('button', { name: 'Accept Invite' }));
    expect(readInvite()).toEqual({ kind: 'campaign', key: 'k3y', label: 'chatbot' });
    expect(screen.getByTestId('landed').textContent).toBe('/login/broadcaster');
  });

  it('reads team invites for /join and says when none matches', async () => {
    renderPage(<InvitePage kind="team" />, { path: '/join/nope', pattern: '/join/:key' });
    expect((await screen.findByRole('alert')).textContent).toBe(INVITE_NOT_FOUND);
  });
});

describe('inviteErrorText (spec 00 §8)', () => {
  it('maps each answer to its text', () => {
    expect(inviteErrorText(fakeApiError(404, { detail: 'Not found.' }))).toBe('Could not find a matching invitation');
    expect(inviteErrorText(fakeApiError(400, { _error: ['Invite already used'] }))).toBe('Invite already used');
    expect(inviteErrorText(fakeApiError(400, { expires_at: ['This invitation has expired.'] }))).toBe('This invitation has expired.');
    expect(inviteErrorText(fakeApiError(500, {}, 'Internal Server Error'))).toBe('We are currently unable to load this invitation');
    expect(inviteErrorText(new Error('boom'))).toBe(INVITE_UNAVAILABLE);
  });
});
