import type { CampaignDetail, CampaignSummary, User } from '@advocate/api-client';
import { createFakeApiClient, makeAdmin, makeManager, renderWithApi } from '@advocate/api-client/testing';
import { sessionTokenAtom } from '@advocate/auth-and-guards';
import { screen, within } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CampaignOverviewPage } from '../pages/campaign-overview-page.tsx';
import { chatbotStatusText } from './components/overview-header.tsx';
import { metricTiles } from './lib/metric-tiles.ts';
import { overviewTexts } from './lib/overview-texts.ts';

// Tremor's charts measure their box; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const DAY = 86_400_000;
const figures = (clicks: number, vm: number, conversions = 0, verified = 0) => ({
  clicks,
  conversions,
  verified_conversions: verified,
  unverified_conversions: conversions - verified,
  impressions: 0,
  viewable_minutes: vm,
  minutes_broadcast: 0,
  broadcasts: 0,
});

function detail(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    slug: 'spring',
    name: 'Spring Push',
    status: null,
    start_date: new Date(Date.now() + 3 * DAY).toISOString(),
    end_date: null,
    impression_cutoff: null,
    daily_impression_cap: null,
    seconds_per_impression: 15,
    client: '',
    website: '',
    description: '',
    requirements: '',
    general_guidelines: '',
    payment_terms: '',
    team: 4,
    is_finite: true,
    is_demo: false,
    has_conversions: false,
    daily_cap_reached: true,
    twitch_chatbot_account: null,
    twitch_chatbot_connection: null,
    auto_active_invites: false,
    action_notifications: true,
    team_auto_add: false,
    independent_live_graphics: false,
    allow_self_deactivate: false,
    set_live_graphic_times: false,
    pause_after_live_graphics: 0,
    keyword_links: false,
    hard_coded_links: false,
    available_components: [],
    components: [],
    squads: [],
    active_periods: [],
    budget: 1,
    target: 1,
    metrics: { clicks: 0, conversions: 0 },
    overview_metrics_set: { '07': figures(0, 0), '30': figures(0, 0), '60': figures(0, 0), '90': figures(0, 0), all: figures(0, 0) },
    ...overrides,
  };
}

function renderOverview(user: User, campaign: CampaignDetail, events: unknown[] = []) {
  const summary: CampaignSummary = {
    slug: campaign.slug,
    name: campaign.name,
    team: campaign.team,
    start_date: campaign.start_date,
    end_date: campaign.end_date,
    is_demo: false,
    available_components: [],
    status: null,
  };
  const client = createFakeApiClient({
    'GET rest-auth/user/': user,
    'GET campaigns/spring/?include_metrics=true': campaign,
    'GET campaign-events/?campaign=spring&limit=100&offset=0': events,
    'GET labels/?campaign=spring': [],
    'GET metrics/clicks-by-day/?campaign=spring&days=30': [],
  });
  const router = createMemoryRouter([
    { path: '/', element: <Outlet context={summary} />, children: [{ index: true, element: <CampaignOverviewPage /> }] },
  ]);
  renderWithApi(<RouterProvider router={router} />, { client, prepare: (store) => store.set(sessionTokenAtom, 'test-token') });
  return client;
}

describe('campaign overview (spec 01 §2)', () => {
  it('shows the banners, the 30-day range of a team campaign and the empty texts; editors may add groups', async () => {
    const client = renderOverview(makeAdmin(), detail());
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Spring Push' })).toBeTruthy();
    expect(screen.getByText(/has not started yet/)).toBeTruthy();
    expect(screen.getByText(overviewTexts.dailyCap)).toBeTruthy();
    expect((screen.getByLabelText('Date range') as HTMLSelectElement).value).toBe('30');
    expect(await screen.findByText(overviewTexts.activityEmpty)).toBeTruthy();
    expect(await screen.findByText(overviewTexts.groupsEmpty)).toBeTruthy();
    expect(screen.getByRole('button', { name: overviewTexts.addGroup })).toBeTruthy();
    expect(client.routes).toContain('GET metrics/clicks-by-day/?campaign=spring&days=30');
  });

  it('is read-only for a read-only manager and offers no range for a campaign without a team', async () => {
    renderOverview(makeManager({ permissions_campaigns: 1 }), detail({ team: null, daily_cap_reached: false }));
    expect(await screen.findByText(overviewTexts.groupsEmpty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: overviewTexts.addGroup })).toBeNull();
    expect(screen.queryByLabelText('Date range')).toBeNull();
    expect(screen.queryByText(overviewTexts.dailyCap)).toBeNull();
  });

  it('shows at most 6 of the events it loads', async () => {
    const events = Array.from({ length: 8 }, (_, i) => ({
      id: i + 1,
      event_type: 'campaign_updated',
      broadcaster: null,
      message: `event ${i}`,
      link: null,
      thumbnail: null,
      created: new Date(Date.now() - (i + 1) * 60 * 60_000).toISOString(),
    }));
    renderOverview(makeAdmin(), detail(), events);
    const feed = (await screen.findByRole('heading', { name: overviewTexts.activityTitle })).closest('section') as HTMLElement;
    expect(await within(feed).findByText('event 0')).toBeTruthy();
    expect(within(feed).getAllByRole('listitem')).toHaveLength(6);
    expect(within(feed).getByText('1 hour ago')).toBeTruthy();
  });
});

describe('metric tiles and chatbot status', () => {
  it('trends only on the 30-day range, against the 60-day figures minus the 30-day ones', () => {
    const campaign = detail({
      overview_metrics_set: {
        '07': figures(1, 1),
        '30': figures(120, 100),
        '60': figures(220, 200),
        '90': figures(0, 0),
        all: figures(0, 0),
      },
    });
    const tiles = metricTiles(campaign, '30');
    expect(tiles.map((t) => [t.key, t.trend])).toEqual([
      ['viewable_minutes', 'neutral'],
      ['clicks', 'up'],
      ['cvm', null],
      ['impressions', null],
      ['broadcasts', null],
    ]);
    expect(metricTiles(campaign, '07').every((t) => t.trend === null)).toBe(true);
    expect(metricTiles({ ...campaign, has_conversions: true }, 'all').map((t) => t.key)).toContain('conversions');
  });

  // issue 26 item 2 "Pages and reports show verified and unverified conversions apart"; decision 710.
  it('shows the Conversions tile with its verified and unverified ones under the figure, for the chosen range', async () => {
    const set = {
      '07': figures(5, 0, 3, 1),
      '30': figures(9, 0, 7, 4),
      '60': figures(9, 0, 7, 4),
      '90': figures(9, 0, 7, 4),
      all: figures(9, 0, 1200, 1000),
    };
    renderOverview(makeAdmin(), detail({ has_conversions: true, overview_metrics_set: set }));
    const tile = (await screen.findByText(overviewTexts.tiles.conversions)).closest('li') as HTMLElement;
    expect(within(tile).getByText('7')).toBeTruthy();
    expect(within(tile).getByText('Verified 4 · Unverified 3')).toBeTruthy();
    expect(
      metricTiles(detail({ has_conversions: true, overview_metrics_set: set }), 'all').find((t) => t.key === 'conversions'),
    ).toMatchObject({ value: '1,200', detail: 'Verified 1,000 · Unverified 200' });
  });

  it("reads the default account as 'advogg (default)' and 'up' as live", () => {
    expect(chatbotStatusText({ twitch_chatbot_account: null, twitch_chatbot_connection: null })).toBe('advogg (default)');
    expect(
      chatbotStatusText({ twitch_chatbot_account: { id: 2, login: 'brandbot', is_default: false }, twitch_chatbot_connection: 'up' }),
    ).toBe('brandbot · up');
  });
});
