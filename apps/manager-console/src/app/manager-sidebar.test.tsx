import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fullPage } from '@advocate/auth-and-guards';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCampaignSummary as makeCampaign, makeTeamSummary as makeTeam, makeUser } from '@advocate/api-client/testing';
import { renderConsole } from './testing/render-console.tsx';

const admin = makeUser({ is_admin: true, permissions_campaigns: 1, permissions_teams: 1, permissions_users: 2 });
const editor = makeUser({ permissions_campaigns: 0, permissions_teams: 0, permissions_users: 1 });
const viewer = makeUser({ permissions_campaigns: 1, permissions_teams: 1, permissions_users: 2 });

const teams = [makeTeam(1, 'Acme', 'https://cdn.example/acme.png'), makeTeam(2, 'Globex')];
const campaignsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => makeCampaign({ slug: `c${i}`, name: `Campaign ${i}`, team: (i % 2) + 1 }));

async function sidebar() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}
const entryLabels = (nav: ReturnType<typeof within>) =>
  nav
    .getAllByRole('listitem')
    .filter((li: HTMLElement) => !li.closest('section'))
    .map((li: HTMLElement) => li.textContent);

afterEach(() => vi.restoreAllMocks());

describe('manager sidebar', () => {
  it('admin: Profile, Dashboard, Managers, Activity, Payouts, Admin and campaigns grouped by team with logo or default icon', async () => {
    renderConsole('/dashboard', { user: admin, campaigns: campaignsOf(4), teams });
    const nav = await sidebar();
    await nav.findByRole('heading', { name: /Globex/ });
    expect(entryLabels(nav)).toEqual(['Profile', 'Dashboard', 'Managers', 'Activity', 'Payouts', 'Admin']);
    expect(nav.getByRole('img', { name: 'Acme logo' })).toBeTruthy();
    expect(within(nav.getByRole('heading', { name: 'Globex' })).getByTestId('default-team-icon')).toBeTruthy();
    expect(nav.queryByRole('searchbox', { name: 'Filter campaigns' })).toBeNull();
  });

  it('admin: the filter box shows above 10 campaigns only', async () => {
    renderConsole('/dashboard', { user: admin, campaigns: campaignsOf(11), teams });
    const nav = await sidebar();
    fireEvent.change(await nav.findByRole('searchbox', { name: 'Filter campaigns' }), { target: { value: 'Campaign 10' } });
    expect(nav.getByRole('link', { name: 'Campaign 10' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Campaign 1' })).toBeNull();
  });

  it('admin with exactly 10 campaigns gets no filter box', async () => {
    renderConsole('/dashboard', { user: admin, campaigns: campaignsOf(10), teams });
    const nav = await sidebar();
    await nav.findByRole('link', { name: 'Campaign 9' });
    expect(nav.queryByRole('searchbox')).toBeNull();
  });

  it('editor (campaigns 0, teams 0, users 1): Managers, a flat campaign list without filter, Management tab', async () => {
    renderConsole('/campaigns/c1', { user: editor, campaigns: campaignsOf(12), teams });
    const nav = await sidebar();
    const tabs = await nav.findByRole('list', { name: 'Campaign 1 tabs' });
    expect(entryLabels(nav)).toEqual(['Profile', 'Dashboard', 'Managers', 'Activity']);
    expect(nav.queryByRole('heading', { name: 'Acme' })).toBeNull();
    expect(nav.queryByRole('searchbox')).toBeNull();
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Overview', 'Components', 'Channels', 'Metrics', 'Fulfillment', 'Management']);
    expect(within(tabs).getByRole('link', { name: 'Fulfillment' }).getAttribute('href')).toBe('/campaigns/c1/compliance');
  });

  it('editor: Management is hidden for an ended campaign', async () => {
    const ended = makeCampaign({ slug: 'old', name: 'Old Campaign', start_date: '2020-01-01', end_date: '2020-02-01' });
    renderConsole('/campaigns/old', { user: editor, campaigns: [ended] });
    const tabs = await (await sidebar()).findByRole('list', { name: 'Old Campaign tabs' });
    expect(within(tabs).queryByRole('link', { name: 'Management' })).toBeNull();
    expect(within(tabs).getByRole('link', { name: 'Fulfillment' })).toBeTruthy();
  });

  it('viewer (campaigns 1, teams 1, users 2): Profile, Dashboard and their campaigns, no Management tab', async () => {
    renderConsole('/campaigns/c0/metrics', { user: viewer, campaigns: campaignsOf(2) });
    const nav = await sidebar();
    const tabs = await nav.findByRole('list', { name: 'Campaign 0 tabs' });
    expect(entryLabels(nav)).toEqual(['Profile', 'Dashboard']);
    expect(nav.getByRole('link', { name: 'Campaign 1' })).toBeTruthy();
    expect(within(tabs).queryByRole('link', { name: 'Management' })).toBeNull();
  });

  it('managers get no support line; Log Out signs out to the login host', async () => {
    const assign = vi.spyOn(fullPage, 'assign').mockImplementation(() => undefined);
    // Once signed out, the shell's own guard also heads for the login host.
    vi.spyOn(fullPage, 'replace').mockImplementation(() => undefined);
    const { api } = renderConsole('/dashboard', { user: viewer });
    const nav = await sidebar();
    expect(nav.queryByText(/Need help/)).toBeNull();
    fireEvent.click(nav.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:4200/login'));
    expect(api.calls).toContain('POST rest-auth/logout/');
  });
});
