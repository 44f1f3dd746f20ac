import { renderWithApi } from '@advocate/api-client/testing';
import { useModalManager } from '@advocate/ui-kit';
import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { SentInvitesModal } from './sent-invites-modal.tsx';
import type { SentInvitesModalProps } from './sent-invites-modal.tsx';

const NOW = new Date('2026-03-10T12:00:00Z');

function Opened(props: SentInvitesModalProps) {
  const { openModal } = useModalManager();
  useEffect(() => openModal(props.name), [openModal, props.name]);
  return <SentInvitesModal {...props} now={() => NOW} />;
}

const expiring = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString();

describe('SentInvitesModal', () => {
  it('shows the link with its countdown in days, and the pending invitations', async () => {
    renderWithApi(
      <Opened
        name="sent"
        invites={[{ username: 'newbie', invited_at: '2026-03-08T10:00:00Z' }]}
        inviteLink={{ url: 'http://localhost:4200/join/abc', expires_at: expiring(3 * 86_400 + 5) }}
      />,
    );
    expect(((await screen.findByLabelText('Invite link')) as HTMLInputElement).value).toBe('http://localhost:4200/join/abc');
    expect(screen.getByText('Expires in 3 days')).toBeTruthy();
    expect(screen.getByText('newbie')).toBeTruthy();
    expect(screen.getByText('Invited Mar 8, 2026')).toBeTruthy();
  });

  it('counts down in hours, then minutes, under a day', async () => {
    renderWithApi(<Opened name="a" invites={[]} inviteLink={{ url: 'u', expires_at: expiring(86_400) }} />);
    expect(await screen.findByText('Expires in 24 hours')).toBeTruthy();
    expect(screen.getByText('No pending invitations.')).toBeTruthy();
  });

  it('shows minutes under an hour, and a loading bar while the list loads', async () => {
    renderWithApi(<Opened name="b" invites={undefined} inviteLink={{ url: 'u', expires_at: expiring(90) }} />);
    expect(await screen.findByText('Expires in 2 minutes')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading Invites');
  });
});
