import { fullPage } from '@advocate/auth-and-guards';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCampaignSummary as makeCampaign, makeUser } from '@advocate/api-client/testing';
import { renderConsole } from './testing/render-console.tsx';

// Lazy pages load their chunk on first render: allow for a busy machine (Nx runs tasks side by side).
configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ is_admin: true });
const editor = makeUser({ permissions_campaigns: 0, permissions_teams: 0, permissions_users: 1 });
const viewer = makeUser({ permissions_campaigns: 1, permissions_teams: 1, permissions_users: 2 });
const spring = makeCampaign({ slug: 'spring', name: 'Spring Launch' });
const ended = makeCampaign({ slug: 'old', name: 'Old Campaign', start_date: '2020-01-01', end_date: '2020-02-01' });

let replace: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  replace = vi.spyOn(fullPage, 'replace').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const heading = () => screen.findByRole('heading', { level: 1 });
async function expectPage(title: string) {
  await waitFor(async () => expect((await heading()).textContent).toBe(title));
}

describe('manager routes and guards', () => {
  it('sends a signed-out visitor to the login host carrying the origin', async () => {
    renderConsole('/campaigns/spring', { user: null });
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(replace.mock.calls[0][0]).toMatch(/^http:\/\/localhost:4200\/login\?next=/);
  });

  it('holds a user without agreed terms at the login host terms screen', async () => {
    renderConsole('/dashboard', { user: makeUser({ tos_agreed: null }) });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(expect.stringMatching(/^http:\/\/localhost:4200\/login\/tos\?next=/)));
  });

  it('sends a broadcaster to the creator host', async () => {
    renderConsole('/dashboard', { user: makeUser({ user_type: 3 }) });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(expect.stringMatching(/^http:\/\/localhost:4400\//)));
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('opens / on the dashboard with its document title', async () => {
    const { router } = renderConsole('/', { user: viewer });
    await expectPage('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(document.title).toBe('Dashboard | Advocate');
  });

  it.each([
    ['/profile', 'Profile'],
    ['/campaigns', 'Campaigns'],
    ['/campaigns/spring', 'Overview'],
    ['/campaigns/spring/components', 'Components'],
    ['/campaigns/spring/channels', 'Channels'],
    ['/campaigns/spring/metrics', 'Metrics'],
    ['/campaigns/spring/compliance', 'Fulfillment'],
    ['/campaigns/spring/management', 'Management'],
    ['/managers', 'Managers'],
    ['/activity', 'Activity'],
    ['/payouts', 'Payouts'],
    ['/admin', 'Admin'],
    ['/admin/next-chatbot-posts', 'Next Chatbot Posts'],
    ['/nowhere', 'Page Not Found'],
    ['/campaigns/spring/nowhere', 'Page Not Found'],
  ])('admin opens %s', async (path, title) => {
    renderConsole(path, { user: admin, campaigns: [spring] });
    await expectPage(title);
  });

  it('names the campaign in the document title of its tabs', async () => {
    renderConsole('/campaigns/spring/metrics', { user: viewer, campaigns: [spring] });
    await expectPage('Metrics');
    expect(document.title).toBe('Metrics · Spring Launch | Advocate');
  });

  it('shows 404 Campaign Not Found for a slug outside the user campaigns', async () => {
    renderConsole('/campaigns/unknown/metrics', { user: viewer, campaigns: [spring] });
    await expectPage('404 Campaign Not Found');
  });

  it.each([
    ['/admin', editor],
    ['/admin/next-chatbot-posts', editor],
    ['/payouts', editor],
    ['/payouts', viewer],
    ['/managers', viewer],
    ['/activity', viewer],
    ['/campaigns/spring/management', viewer],
  ])('sends a user without the permission from %s to /dashboard', async (path, user) => {
    const { router } = renderConsole(path, { user, campaigns: [spring] });
    await expectPage('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets an editor with view-users permission open /managers', async () => {
    renderConsole('/managers', { user: editor });
    await expectPage('Managers');
  });

  it('lets an editor with view-users permission open /activity', async () => {
    renderConsole('/activity', { user: editor });
    await expectPage('Activity');
  });

  it('sends an editor from the management tab of an ended campaign to its overview', async () => {
    const { router } = renderConsole('/campaigns/old/management', { user: editor, campaigns: [ended] });
    await expectPage('Overview');
    expect(router.state.location.pathname).toBe('/campaigns/old');
  });
});
