import type { TeamBroadcaster, TeamSummary, User } from '@advocate/api-client';
import { createFakeApiClient, fakeApiError, makeCampaignSummary, makeManager, renderWithApi } from '@advocate/api-client/testing';
import type { FakeAnswer, FakeCall } from '@advocate/api-client/testing';
import { ToastHost } from '@advocate/ui-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from './dashboard-page.tsx';

// Tremor's charts measure their box; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const editor = makeManager({ username: 'editor@example.com', permissions_teams: 0, permissions_campaigns: 0 });
const reader = makeManager({ username: 'viewer@example.com', permissions_teams: 1 });
const admin = makeManager({ username: 'admin@example.com', is_admin: true });

const team = (id: number, name: string, is_demo = false): TeamSummary => ({ id, name, is_demo, logo: null, seconds_per_impression: 15 });
const caster = (username: string, extra: Partial<TeamBroadcaster> = {}): TeamBroadcaster => ({
  username,
  profile_image: null,
  platforms: ['twitch'],
  is_live: false,
  squad: null,
  squad_name: null,
  viewable_minutes: 1200,
  clicks: 30,
  previous_viewable_minutes: 1000,
  previous_clicks: 30,
  ...extra,
});
const numbers = (id: number, broadcasters: number) => ({
  team: id,
  broadcasters,
  active_broadcasters: 1,
  total_campaigns: 2,
  active_campaigns: 1,
  viewable_minutes: 500,
  clicks: 40,
});
const SIX = ['Invite to Team', 'Remove from Team', 'Manage Squads', 'Add a Sponsor', 'Set Default Chatbot', 'Edit Team Settings'];

function renderDashboard(
  user: User,
  options: { teams?: TeamSummary[]; casters?: TeamBroadcaster[]; extra?: Record<string, FakeAnswer> } = {},
) {
  const teams = options.teams ?? [team(1, 'Nebula')];
  const answers: Record<string, FakeAnswer> = {
    'GET rest-auth/user/': user,
    'GET teams/': teams,
    'GET campaigns/': [makeCampaignSummary({ slug: 'spring', name: 'Spring Sale', team: 1, end_date: null })],
    'GET dashboard-campaigns/': {
      active_broadcasters: 3,
      total_campaigns: 4,
      active_campaigns: 2,
      viewable_minutes: 12_345_678,
      clicks: 987,
      teams: teams.map((t, i) => numbers(t.id, i + 1)),
    },
    'GET squads/?team=1': [{ id: 5, name: 'Alpha', team: 1, roster: ['streamer_one'] }],
    'GET /api/v1/broadcasters/search/': [],
    ...options.extra,
  };
  for (const t of teams) {
    answers[`GET team-broadcasters/?team=${t.id}&days=30`] ??= options.casters ?? [
      caster('streamer_one', { squad: 5, squad_name: 'Alpha', is_live: true }),
      caster('streamer_two'),
    ];
    answers[`GET squads/?team=${t.id}`] ??= [];
  }
  const client = createFakeApiClient(answers);
  renderWithApi(
    <MemoryRouter>
      <DashboardPage />
      <ToastHost />
    </MemoryRouter>,
    { client },
  );
  return client;
}

const menu = async (teamName = 'Nebula') => within(await screen.findByRole('group', { name: `${teamName} menu` }));

describe('loading and totals', () => {
  it("shows 'Loading Teams' until the profile arrives, then the corner stats", async () => {
    let arrive: (u: unknown) => void = () => undefined;
    renderDashboard(editor, { extra: { 'GET rest-auth/user/': () => new Promise((resolve) => (arrive = resolve)) } });
    expect(screen.getByRole('status').textContent).toContain('Loading Teams');
    arrive(editor);
    const totals = await screen.findByLabelText('Totals');
    expect(totals.textContent).toContain('Active Broadcasters3');
    expect(totals.textContent).toContain('Total Viewable Minutes12.35M');
    expect(screen.queryByRole('button', { name: 'Create New Campaign' })).toBeNull();
  });

  it('shows Create New Campaign to admins, with demo teams first', async () => {
    renderDashboard(admin, { teams: [team(1, 'Nebula'), team(2, 'Demo Team', true)] });
    expect(await screen.findByRole('button', { name: 'Create New Campaign' })).toBeTruthy();
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual(['Demo Team', 'Nebula']);
  });

  it('lists the campaigns of a user without teams', async () => {
    renderDashboard(reader, { teams: [] });
    expect(await screen.findByRole('link', { name: 'Spring Sale' })).toBeTruthy();
  });
});

describe('team overview', () => {
  it('gives editors the six team controls, and read-only managers only See Sent Invites', async () => {
    renderDashboard(editor);
    const controls = (await menu()).getAllByRole('button').map((b) => b.textContent);
    expect(controls).toEqual(['Invite to Team', 'See Sent Invites', ...SIX.slice(1)]);
    expect(screen.getAllByLabelText('Squad')).toHaveLength(2);
  });

  it('shows a read-only manager the grid without controls', async () => {
    renderDashboard(reader);
    expect((await menu()).getAllByRole('button').map((b) => b.textContent)).toEqual(['See Sent Invites']);
    expect(await screen.findByText('streamer_one')).toBeTruthy();
    expect(screen.getByText('LIVE')).toBeTruthy();
    expect(screen.queryByLabelText('Squad')).toBeNull();
    // 2400 against 2000 viewable minutes: +20 %, at the team's strong threshold; clicks unchanged.
    expect(screen.getByText('well up on the previous period')).toBeTruthy();
    expect(screen.getByText('about the same as the previous period')).toBeTruthy();
  });

  it('pages the grid by 12 with Show All / Hide All', async () => {
    renderDashboard(reader, { casters: Array.from({ length: 13 }, (_, i) => caster(`c${String(i).padStart(2, '0')}`)) });
    await screen.findByText('c00');
    expect(screen.queryByText('c12')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show All' }));
    expect(screen.getByText('c12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide All' })).toBeTruthy();
  });

  it('shows the empty team and sponsor texts', async () => {
    renderDashboard(reader, { teams: [team(2, 'Empty')], casters: [] });
    expect(await screen.findByText('There are no broadcasters on this team yet!')).toBeTruthy();
    expect(screen.getByText('You have no active sponsors!')).toBeTruthy();
  });

  it('shows viewership by game on the Games tab', async () => {
    renderDashboard(reader, {
      extra: { 'GET team-game-viewership/?team=1&days=30': [{ game: 'Chess', hours: 3, viewable_minutes: 90, broadcasters: 2 }] },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Games' }));
    // The tab's chart loads on first opening (Tremor, its own chunk): a limit for a busy machine, not a speed check.
    expect(await screen.findByRole('cell', { name: 'Chess' }, { timeout: 15_000 })).toBeTruthy();
  });
});

describe('team menu actions', () => {
  it('invites a broadcaster: required first, then the call and Invite Sent!', async () => {
    const client = renderDashboard(editor, { extra: { 'PATCH teams/1/invite/': { broadcaster: 'newbie', status: 'Invited' } } });
    fireEvent.click((await menu()).getByRole('button', { name: 'Invite to Team' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite to Team' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send Invite' }));
    expect(await dialog.findByText('Please select a valid broadcaster!')).toBeTruthy();
    fireEvent.change(dialog.getByRole('combobox', { name: 'Broadcaster' }), { target: { value: 'newbie' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Invite Sent!')).toBeTruthy();
    expect(client.calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.data])).toEqual([
      ['teams/1/invite/', { broadcaster: 'newbie' }],
    ]);
  });

  it("shows the server's broadcaster error on an invite", async () => {
    renderDashboard(editor, {
      extra: { 'PATCH teams/1/invite/': fakeApiError(400, { broadcaster: ['This broadcaster is already on this team!'] }) },
    });
    fireEvent.click((await menu()).getByRole('button', { name: 'Invite to Team' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite to Team' }));
    fireEvent.change(dialog.getByRole('combobox', { name: 'Broadcaster' }), { target: { value: 'streamer_one' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send Invite' }));
    expect(await dialog.findByText('This broadcaster is already on this team!')).toBeTruthy();
  });

  it('removes only a current member', async () => {
    const client = renderDashboard(editor, { extra: { 'PATCH teams/1/remove/': { broadcaster: 'streamer_two', status: 'Deactivated' } } });
    await screen.findByText('streamer_two');
    fireEvent.click((await menu()).getByRole('button', { name: 'Remove from Team' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove from Team' }));
    fireEvent.change(dialog.getByRole('combobox', { name: 'Broadcaster' }), { target: { value: 'stranger' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await dialog.findByText('Please select a valid team member!')).toBeTruthy();
    fireEvent.change(dialog.getByRole('combobox', { name: 'Broadcaster' }), { target: { value: 'streamer_two' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Broadcaster Removed!')).toBeTruthy();
    expect(client.routes).toContain('PATCH teams/1/remove/');
  });

  it('checks the team settings with the shared rules', async () => {
    const client = renderDashboard(editor, {
      extra: {
        'GET teams/1/': {
          id: 1,
          name: 'Nebula',
          logo: null,
          seconds_per_impression: 15,
          default_chatbot: null,
          approved_chatbots: [],
          is_demo: false,
        },
      },
    });
    fireEvent.click((await menu()).getByRole('button', { name: 'Edit Team Settings' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Team Settings' }));
    fireEvent.change(await dialog.findByLabelText('Seconds per Impression'), { target: { value: '-1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Must be bigger than 0')).toBeTruthy();
    expect(client.routes).not.toContain('PATCH teams/1/');
  });

  it("saves the team settings and says 'Update Succeeded!'", async () => {
    const team = {
      id: 1,
      name: 'Nebula',
      logo: null,
      seconds_per_impression: 15,
      default_chatbot: null,
      approved_chatbots: [],
      is_demo: false,
    };
    const client = renderDashboard(editor, {
      extra: { 'GET teams/1/': team, 'PATCH teams/1/': (call: FakeCall) => ({ ...team, ...(call.data as object) }) },
    });
    fireEvent.click((await menu()).getByRole('button', { name: 'Edit Team Settings' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Team Settings' }));
    fireEvent.change(await dialog.findByLabelText('Seconds per Impression'), { target: { value: '20' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Succeeded!')).toBeTruthy();
    expect(client.calls.find((c) => c.method === 'PATCH')?.data).toEqual({ name: 'Nebula', seconds_per_impression: 20 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("sets a member's squad from the card, and none removes it", async () => {
    const client = renderDashboard(editor, { extra: { 'PATCH teams/1/set_squad/': { broadcaster: 'streamer_one', squad: null } } });
    const [first] = await screen.findAllByLabelText('Squad');
    fireEvent.change(first, { target: { value: '' } });
    await waitFor(() => expect(client.calls.find((c) => c.method === 'PATCH')?.data).toEqual({ broadcaster: 'streamer_one', squad: null }));
    expect(await screen.findByText('Update Succeeded!')).toBeTruthy();
  });

  it("reads the team's lists, the sidebar teams and the dashboard numbers again after a write", async () => {
    const client = renderDashboard(editor, { extra: { 'PATCH teams/1/set_squad/': { broadcaster: 'streamer_one', squad: null } } });
    const [first] = await screen.findAllByLabelText('Squad');
    const lists = ['team-broadcasters/?team=1&days=30', 'squads/?team=1', 'teams/', 'dashboard-campaigns/'];
    const reads = () => lists.map((path) => client.routes.filter((r) => r === `GET ${path}`).length);
    const before = reads();
    fireEvent.change(first, { target: { value: '' } });
    expect(await screen.findByText('Update Succeeded!')).toBeTruthy();
    expect(reads().map((n, i) => n - before[i])).toEqual([1, 1, 1, 1]);
  });

  it('switches the team chatbot to an approved one', async () => {
    const bot = (login: string) => ({ login, is_default: false, label: login });
    const client = renderDashboard(editor, {
      extra: {
        'GET teams/1/chatbot/': { default_chatbot: bot('nebula_bot'), approved_chatbots: [bot('nebula_bot'), bot('other_bot')] },
        'PATCH teams/1/set_approved_chatbot/': {
          default_chatbot: bot('other_bot'),
          approved_chatbots: [bot('nebula_bot'), bot('other_bot')],
        },
      },
    });
    fireEvent.click((await menu()).getByRole('button', { name: 'Set Default Chatbot' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set Default Chatbot' }));
    expect((await dialog.findByText('nebula_bot')).tagName).toBe('SPAN');
    fireEvent.change(dialog.getByLabelText('Approved chatbots'), { target: { value: 'other_bot' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Use This Chatbot' }));
    expect(await screen.findByText('Update Succeeded!')).toBeTruthy();
    expect(client.calls.find((c) => c.method === 'PATCH')?.data).toEqual({ new_chatbot: 'other_bot' });
    expect(await dialog.findByText('other_bot', { selector: 'span' })).toBeTruthy();
  });

  it('moves between the Team and Games tabs with the arrow keys', async () => {
    renderDashboard(reader, { extra: { 'GET team-game-viewership/?team=1&days=30': [] } });
    const team = await screen.findByRole('tab', { name: 'Team' });
    fireEvent.keyDown(team, { key: 'ArrowRight' });
    const games = screen.getByRole('tab', { name: 'Games' });
    expect(games.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(games);
    expect(await screen.findByText('No games streamed in this range.', undefined, { timeout: 15_000 })).toBeTruthy();
  });
});
