import { fullPage } from '@advocate/auth-and-guards';
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCampaignSummary as makeCampaign } from '@advocate/api-client/testing';
import { makeStudioUser as makeUser } from './testing/fixtures.ts';
import { renderStudio } from './testing/render-studio.tsx';

// Lazy pages load their chunk on first render: allow for a busy machine (Nx runs tasks side by side).
configure({ asyncUtilTimeout: 5000 });

const spring = makeCampaign({ slug: 'spring', name: 'Spring Launch' });
const broadcaster = makeUser({ campaigns: ['spring'] });
const manager = makeUser({ user_type: 2, is_admin: true });

let replace: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  replace = vi.spyOn(fullPage, 'replace').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

async function expectPage(title: string) {
  await waitFor(async () => expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title));
}

describe('creator routes and guards', () => {
  it('sends a signed-out visitor to the login host carrying the origin', async () => {
    renderStudio('/panels', { user: null });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(expect.stringMatching(/^http:\/\/localhost:4200\/login\?next=/)));
  });

  it('holds a broadcaster without agreed terms at the terms screen', async () => {
    renderStudio('/dashboard', { user: makeUser({ tos_agreed: null }) });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(expect.stringMatching(/^http:\/\/localhost:4200\/login\/tos\?next=/)));
  });

  it('sends a manager to the manager host', async () => {
    renderStudio('/dashboard', { user: manager });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(expect.stringMatching(/^http:\/\/localhost:4300\//)));
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('opens / on the dashboard', async () => {
    const { router } = renderStudio('/', { user: broadcaster, campaigns: [spring] });
    await expectPage('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(document.title).toBe('Dashboard | Advocate');
  });

  it.each([
    ['/profile', 'Profile'],
    ['/campaigns', 'Campaigns'],
    ['/panels', 'Twitch Panels'],
    ['/twitter', 'Twitter'],
    ['/chatbot', 'Chatbot'],
    ['/links', 'Custom Links'],
    ['/watch-party', 'Watch Party'],
    ['/stream-preview', 'Stream Preview'],
    ['/shopify/install', 'Install Shopify App'],
    ['/shopify/confirm', 'Confirm Shopify App'],
    ['/managers', 'Page Not Found'],
    ['/campaigns/spring', 'Page Not Found'],
  ])('a broadcaster opens %s', async (path, title) => {
    renderStudio(path, { user: broadcaster, campaigns: [spring] });
    await expectPage(title);
  });

  it('lets a manager through the Shopify pages without the broadcaster sidebar', async () => {
    renderStudio('/shopify/confirm', { user: manager });
    await expectPage('Confirm Shopify App');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  it('holds a broadcaster with nothing yet (no campaigns, team or application) at /profile', async () => {
    const newcomer = makeUser({ campaigns: [], has_application: false, profile: { ...broadcaster.profile, current_team: null } });
    const { router } = renderStudio('/panels', { user: newcomer });
    await expectPage('Profile');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('lets a broadcaster with an application but no campaigns see the dashboard', async () => {
    const applied = makeUser({ campaigns: [], has_application: true, profile: { ...broadcaster.profile, current_team: null } });
    const { router } = renderStudio('/dashboard', { user: applied });
    await expectPage('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
