import {
  createFakeApiClient,
  fakeApiError,
  makeAdmin,
  makeCampaignSummary,
  makeManager,
  renderWithApi,
} from '@advocate/api-client/testing';
import type { FakeApiClient, FakeCall } from '@advocate/api-client/testing';
import type { CampaignSummary, User } from '@advocate/api-client';
import { clearSession, sessionTokenAtom } from '@advocate/auth-and-guards';
import { ToastHost } from '@advocate/ui-kit';
import { messages } from '@advocate/validation';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CampaignManagementPage } from './campaign-management-page.tsx';

afterEach(() => {
  clearSession();
  vi.useRealTimers();
});

let ended = false;
const campaignOf = (): CampaignSummary =>
  makeCampaignSummary({
    slug: 'spring',
    name: 'Spring',
    team: 3,
    ...(ended ? { start_date: '2020-01-01T00:00:00.000Z', end_date: '2020-02-01T00:00:00.000Z' } : {}),
  });
const row = (username: string, status: string) => ({
  username,
  status,
  profile_image: null,
  platforms: ['twitch'],
  invited_at: '2026-01-02T00:00:00.000Z',
  responded_at: null,
});
const detail = {
  slug: 'spring',
  name: 'Spring',
  squads: [],
  auto_active_invites: false,
  action_notifications: true,
  team_auto_add: false,
  independent_live_graphics: false,
  allow_self_deactivate: true,
  set_live_graphic_times: false,
  keyword_links: false,
  hard_coded_links: false,
  pause_after_live_graphics: 0,
  impression_cutoff: null,
  daily_impression_cap: 500,
};
const chatbots = {
  twitch_chatbot_account: { login: 'advogg', is_default: true, label: 'advogg (default)' },
  twitch_chatbot_connection: null,
  approved_chatbots: [{ login: 'advogg', is_default: true, label: 'advogg (default)' }],
};

function renderPage(options: { user?: User; statuses?: unknown; answers?: Record<string, unknown> } = {}) {
  const client: FakeApiClient = createFakeApiClient({
    'GET rest-auth/user/': options.user ?? makeManager({ permissions_campaigns: 0 }),
    'GET campaigns/spring/get_statuses/': options.statuses ?? [row('alpha', 'Active'), row('bravo', 'Flagged'), row('charlie', 'Invited')],
    'GET campaigns/spring/': detail,
    'GET campaigns/spring/chatbot/': chatbots,
    'GET squads/?team=3': [{ id: 9, name: 'Night Owls', team: 3, roster: ['alpha'] }],
    ...options.answers,
  });
  renderWithApi(
    <MemoryRouter initialEntries={['/campaigns/spring/management']}>
      <Routes>
        <Route path="/campaigns/:campaignSlug" element={<Outlet context={campaignOf()} />}>
          <Route path="management" element={<CampaignManagementPage />} />
        </Route>
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
        <Route path="/campaigns" element={<p>Campaigns page</p>} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
    { client, prepare: (store) => store.set(sessionTokenAtom, 'token') },
  );
  return client;
}

const table = (name: string) => screen.getByRole('region', { name: new RegExp(name) });

describe('campaign management page', () => {
  it('splits the broadcasters into Inactive and Active tables, invitations in neither', async () => {
    renderPage();
    await screen.findByText('alpha');
    expect(within(table('Inactive Broadcasters')).getByText('bravo')).toBeTruthy();
    expect(within(table('Active Broadcasters')).getByText('alpha')).toBeTruthy();
    expect(screen.queryByText('charlie')).toBeNull();
    expect(screen.getByRole('group', { name: 'Campaign menu' }).textContent).toContain('Manage Squads');
  });

  it('shows the empty texts of spec 01 §2', async () => {
    renderPage({ statuses: [] });
    expect(await screen.findByText('No Inactive Broadcasters Found')).toBeTruthy();
    expect(screen.getByText('No Active Broadcasters Found')).toBeTruthy();
  });

  it('deactivates with the status call and says Update Succeeded!', async () => {
    const client = renderPage({ answers: { 'PATCH campaigns/spring/deactivate/': row('alpha', 'Deactivated') } });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate alpha' }));
    expect(await screen.findByText('Update Succeeded!')).toBeTruthy();
    expect(client.calls.find((c) => c.method === 'PATCH')?.data).toEqual({ broadcaster: 'alpha' });
  });

  it('invites: client rules first, then the server’s broadcaster error, then Invite Sent! and a refresh after 500 ms', async () => {
    let invites = 0;
    const client = renderPage({
      answers: {
        'PATCH campaigns/spring/invite/': (call: FakeCall) => {
          invites += 1;
          const name = (call.data as { broadcaster: string }).broadcaster;
          return name === 'ghost' ? fakeApiError(400, { broadcaster: [messages.selectValidBroadcaster] }) : row(name, 'Invited');
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite a Broadcaster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a Broadcaster' });
    const field = within(dialog).getByRole('combobox', { name: 'Broadcaster' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(within(dialog).getByText(messages.selectValidBroadcaster)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'charlie' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(within(dialog).getByText(messages.pendingInvitation)).toBeTruthy();
    expect(invites).toBe(0);
    fireEvent.change(field, { target: { value: 'ghost' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await within(dialog).findByText(messages.selectValidBroadcaster)).toBeTruthy();
    const reads = () => client.routes.filter((r) => r === 'GET campaigns/spring/get_statuses/').length;
    fireEvent.change(field, { target: { value: 'delta' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Invite Sent!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const before = reads();
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(reads()).toBeGreaterThan(before);
  });

  it('adds a team member with Broadcaster Added!', async () => {
    renderPage({ answers: { 'PATCH campaigns/spring/add_from_team/': row('echo', 'Pending') } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a Broadcaster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Broadcaster' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Broadcaster' }), { target: { value: 'echo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Broadcaster Added!')).toBeTruthy();
  });

  it('saves the settings and shows the default chatbot; the post form only for admins', async () => {
    const client = renderPage({ answers: { 'PATCH campaigns/spring/': (call: FakeCall) => ({ ...detail, ...(call.data as object) }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Campaign Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Campaign Settings' });
    expect(within(dialog).getByTestId('current-chatbot').textContent).toBe('advogg (default)');
    expect(within(dialog).queryByText('Post as the Chatbot')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('Keyword links'));
    fireEvent.change(within(dialog).getByLabelText('Impression Cutoff'), { target: { value: '-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Must be bigger than 0')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Impression Cutoff'), { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Succeeded!')).toBeTruthy();
    expect(client.calls.find((c) => c.method === 'PATCH')?.data).toMatchObject({
      keyword_links: true,
      impression_cutoff: 1000,
      daily_impression_cap: 500,
    });
  });

  it('lets an admin post as the chatbot: Message Posted!', async () => {
    const client = renderPage({ user: makeAdmin(), answers: { 'POST post-chatbot/campaign/': { posts: 2 } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Campaign Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Campaign Settings' });
    await within(dialog).findByText('Post as the Chatbot');
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Hello chat' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post Message' }));
    expect(await screen.findByText('Message Posted!')).toBeTruthy();
    expect(client.calls.find((c) => c.method === 'POST')?.data).toEqual({ campaign: 'spring', text: 'Hello chat' });
  });

  it('adds a squad of the team with add_squad', async () => {
    const client = renderPage({
      answers: { 'PATCH campaigns/spring/add_squad/': { broadcasters: [], campaign: { slug: 'spring', squads: [9] } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Squads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Squads' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Night Owls' }));
    expect(await screen.findByText('Update Succeeded!')).toBeTruthy();
    expect(client.calls.find((c) => c.method === 'PATCH')?.data).toEqual({ squad: 9 });
  });

  it('offers Delete Campaign with a confirmation; the delete goes to /campaigns with Campaign Deleted!', async () => {
    const client = renderPage({ answers: { 'DELETE campaigns/spring/': undefined } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Campaign' });
    expect(within(dialog).getByText('Spring')).toBeTruthy();
    expect(client.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Campaigns page')).toBeTruthy();
    expect(screen.getByText('Campaign Deleted!')).toBeTruthy();
    expect(client.routes).toContain('DELETE campaigns/spring/');
  });

  it("shows the server's message when ending fails, the spec's text when the server says nothing", async () => {
    let answer = fakeApiError(400, { end_date: [messages.endAfterStart] });
    renderPage({ answers: { 'PATCH campaigns/spring/': () => answer } });
    fireEvent.click(await screen.findByRole('button', { name: 'End Campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'End Campaign' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End Campaign' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(messages.endAfterStart);
    answer = fakeApiError(503, {}, 'Service Unavailable');
    fireEvent.click(within(dialog).getByRole('button', { name: 'End Campaign' }));
    expect(await within(dialog).findByText("Couldn't end or delete campaign. Please try again later")).toBeTruthy();
  });

  it('hides the menu once the campaign has ended', async () => {
    ended = true;
    try {
      renderPage();
      await screen.findByText('alpha');
      expect(screen.queryByRole('group', { name: 'Campaign menu' })).toBeNull();
    } finally {
      ended = false;
    }
  });
});
