import type { CampaignInvitation, TeamInvitation } from '@advocate/api-client';
import { createFakeApiClient, fakeApiError, makeCampaignSummary, renderWithApi } from '@advocate/api-client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvitationsSection } from './invitations-section.tsx';

const campaignInvitation: CampaignInvitation = {
  slug: 'nova',
  name: 'Nova Summer',
  start_date: '2026-06-01T00:00:00Z',
  end_date: null,
  client: 'Nova Inc.',
  website: 'https://nova.example.com',
  description: 'Drinks on stream.',
  team: 1,
  team_name: 'Nebula',
  invited_at: null,
};
const teamInvitation: TeamInvitation = { id: 4, name: 'Crimson', logo: null, invited_at: null };

function renderSection(answers: Record<string, unknown> = {}) {
  const client = createFakeApiClient({
    'GET campaigns-invitations/': [campaignInvitation],
    'GET teams-invitations/': [teamInvitation],
    'GET campaigns/': [],
    'GET teams/': [],
    'GET rest-auth/user/': {},
    ...answers,
  });
  return renderWithApi(<InvitationsSection />, { client });
}

describe('invitations on the dashboard (spec 02 §2, §4)', () => {
  it('lists campaign invitations with their fields, and team invitations', async () => {
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Nova Summer' })).toBeTruthy();
    expect(screen.getByText('Client: Nova Inc.')).toBeTruthy();
    expect(screen.getByText('Drinks on stream.')).toBeTruthy();
    expect(screen.getByText('Runs: Jun 1, 2026 – ongoing')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Crimson' })).toBeTruthy();
  });

  it('accepting a campaign removes the invitation at once and reads the lists again after 500 ms', async () => {
    const { client } = renderSection({ 'PATCH campaigns/nova/accept/': makeCampaignSummary({ slug: 'nova', status: 'Pending' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Nova Summer' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Nova Summer' })).toBeNull());
    const reads = () => client.routes.filter((route) => route === 'GET campaigns-invitations/').length;
    const before = reads();
    await waitFor(() => expect(reads()).toBeGreaterThan(before), { timeout: 1500 });
    expect(client.routes).toContain('PATCH campaigns/nova/accept/');
  });

  it("says 'Could not join team' when a team accept fails, and keeps the invitation", async () => {
    renderSection({ 'PATCH teams/4/accept/': fakeApiError(400, { non_field_errors: ['This invitation has already been answered.'] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Crimson' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not join team');
    expect(screen.getByRole('heading', { name: 'Crimson' })).toBeTruthy();
  });

  it('declining shows the server message when it fails, and removes the invitation when it works', async () => {
    renderSection({
      'PATCH campaigns/nova/decline/': fakeApiError(400, { non_field_errors: ['This invitation has already been answered.'] }),
      'PATCH teams/4/decline/': undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Nova Summer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation has already been answered.');
    fireEvent.click(screen.getByRole('button', { name: 'Decline Crimson' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Crimson' })).toBeNull());
  });
});
