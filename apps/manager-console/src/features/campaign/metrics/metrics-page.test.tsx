import type { CampaignSummary, User } from '@advocate/api-client';
import { makeAdmin, makeManager, renderWithApi } from '@advocate/api-client/testing';
import { sessionTokenAtom } from '@advocate/auth-and-guards';
import { fireEvent, screen, within } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CampaignMetricsPage } from '../pages/campaign-metrics-page.tsx';
import { metricsTexts as t } from './metrics-texts.ts';
import { emptyWorld, lastQuery, metricsApi } from './testing/metrics-world.ts';
import type { MetricsWorld } from './testing/metrics-world.ts';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const DAY = 86_400_000;
const campaign: CampaignSummary = {
  slug: 'spring',
  name: 'Spring Push',
  team: 4,
  start_date: new Date(Date.now() - 20 * DAY).toISOString(),
  end_date: new Date(Date.now() + 10 * DAY).toISOString(),
  is_demo: false,
  available_components: ['live-graphics', 'banner-graphics'],
  status: null,
};

function busyWorld(): MetricsWorld {
  const world = emptyWorld(true);
  world.summary = {
    ...world.summary,
    clicks: 12_345_678,
    unique_clicks: 900,
    conversions: 45,
    broadcasts: { ...world.summary.broadcasts, num_broadcasts: 17 },
  };
  world.clicks = {
    total: 100,
    by_day: [
      { day: '2026-11-01', clicks: 60 },
      { day: '2026-11-02', clicks: 40 },
    ],
    by_country: [
      { country: 'US', clicks: 70 },
      { country: 'DE', clicks: 29.5 },
      { country: 'FR', clicks: 0.5 },
    ],
    by_target: [{ target: 'https://nova.example.com/offer', clicks: 100 }],
    by_component: [{ id: 7, name: 'Summer Overlay', type: 'live-graphics', clicks: 100 }],
    by_type: [{ type: 'live-graphics', clicks: 100 }],
    over_time: [
      { hour: '2026-11-01T10:00:00Z', clicks: 60 },
      { hour: '2026-11-02T11:00:00Z', clicks: 100 },
    ],
    by_time_of_day: [
      { hour: 10, clicks: 60 },
      { hour: 11, clicks: 40 },
    ],
    cvm_by_day: [{ day: '2026-11-01', cvm: 12.5 }],
  };
  world.conversions = { total: 45, by_day: [{ day: '2026-11-01', conversions: 45 }], by_time_of_day: [{ hour: 9, conversions: 45 }] };
  world.viewership = [{ day: '2026-11-01', avg_concurrents: 120 }];
  world.games = [{ game: 'Chess', hours: 12.25, viewable_minutes: 50_000, average_viewers: 40 }];
  return world;
}

function renderPage(user: User, world: MetricsWorld, path = '/') {
  const client = metricsApi(campaign, world, {
    'GET rest-auth/user/': user,
    'GET campaigns/spring/get_statuses/': ['alpha', 'bravo', 'invited_ivy'].map((username) => ({
      username,
      profile_image: null,
      platforms: ['twitch'],
      status: username === 'invited_ivy' ? 'Invited' : 'Active',
      invited_at: null,
      responded_at: null,
    })),
    'GET labels/?campaign=spring': [{ id: 3, name: 'Stars', campaign: 'spring', broadcasters: ['alpha'], components: [] }],
    'GET component-types/': [
      {
        slug: 'live-graphics',
        name: 'Live Graphics',
        description: '',
        instructions: '',
        is_versioned: true,
        is_hidden: false,
        sort_order: 1,
      },
      {
        slug: 'banner-graphics',
        name: 'Banner Graphics',
        description: '',
        instructions: '',
        is_versioned: true,
        is_hidden: false,
        sort_order: 2,
      },
      { slug: 'custom-link', name: 'Custom Link', description: '', instructions: '', is_versioned: false, is_hidden: false, sort_order: 3 },
    ],
  });
  const router = createMemoryRouter(
    [{ path: '/', element: <Outlet context={campaign} />, children: [{ index: true, element: <CampaignMetricsPage /> }] }],
    { initialEntries: [path] },
  );
  renderWithApi(<RouterProvider router={router} />, { client, prepare: (store) => store.set(sessionTokenAtom, 'test-token') });
  return { client, router };
}

const openFilters = () => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${t.filters}`) }));

describe('metrics page (spec 01 §2)', () => {
  it('shows the six cards, Clicks By Day and Viewership, and swaps to the conversion charts', async () => {
    renderPage(makeAdmin(), busyWorld());
    expect(await screen.findByRole('heading', { level: 2, name: t.cards.clicksAndConversions })).toBeTruthy();
    for (const title of [t.cards.broadcasts, t.cards.impressions, t.cards.displayCounts, t.cards.social, t.cards.videos]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(screen.getByText('12.35M')).toBeTruthy();
    expect(screen.getByText('17')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: t.clicksByDay })).toBeTruthy();
    expect(screen.getByRole('heading', { name: t.viewership })).toBeTruthy();
    expect(await screen.findByText(t.noPlays)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.showConversionCharts }));
    expect(await screen.findByRole('heading', { name: t.conversionsByTimeOfDay })).toBeTruthy();
    expect(screen.getByRole('heading', { name: t.conversionsByDay })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.clicksByDay })).toBeNull();
    expect(screen.getByRole('button', { name: t.hideConversionCharts })).toBeTruthy();
  });

  it('names the card Clicks and offers no conversion charts without conversions; empty charts say so', async () => {
    renderPage(makeManager({ permissions_campaigns: 1 }), emptyWorld(false));
    expect(await screen.findByRole('heading', { level: 2, name: t.cards.clicks })).toBeTruthy();
    expect(await screen.findByText(t.noClicks)).toBeTruthy();
    expect(screen.getByText(t.noViewership)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.showConversionCharts })).toBeNull();
  });

  it('applies the filters only on Apply: unique IPs, dates, types, broadcasters or groups', async () => {
    const { client } = renderPage(makeAdmin(), busyWorld());
    await screen.findByRole('heading', { level: 2, name: t.cards.clicksAndConversions });
    const first = lastQuery(client, 'metrics/summary/');
    expect(first.get('campaign')).toBe('spring');
    expect(first.get('unique')).toBeNull();
    const from = first.get('date_from') ?? '';
    expect(from).toBe(campaign.start_date.slice(0, 10));

    openFilters();
    const form = screen.getByRole('form', { name: t.filters });
    fireEvent.click(within(form).getByLabelText(t.uniqueIps));
    fireEvent.click(within(form).getByLabelText('Live Graphics'));
    expect(within(form).queryByLabelText('Custom Link')).toBeNull();
    expect(within(form).queryByLabelText('invited_ivy')).toBeNull();
    fireEvent.click(within(form).getByLabelText('bravo'));
    expect(lastQuery(client, 'metrics/summary/').get('unique')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: t.apply }));
    await screen.findByRole('heading', { level: 2, name: t.cards.clicksAndConversions });
    let q = lastQuery(client, 'metrics/summary/');
    expect(q.get('unique')).toBe('true');
    expect(q.get('component_types')).toBe('live-graphics');
    expect(q.get('broadcasters')).toBe('bravo');
    expect(q.get('groups')).toBeNull();

    fireEvent.click(within(form).getByRole('button', { name: t.clearSelection }));
    fireEvent.click(within(form).getByLabelText(t.groups));
    fireEvent.click(within(form).getByLabelText('Stars'));
    fireEvent.click(within(form).getByRole('button', { name: t.apply }));
    await screen.findByRole('heading', { level: 2, name: t.cards.clicksAndConversions });
    q = lastQuery(client, 'clicks/');
    expect(q.get('groups')).toBe('3');
    expect(q.get('broadcasters')).toBeNull();
  });

  it('reads every Clicks chart: countries with Other, targets, components, time of day, over time, CVM', async () => {
    renderPage(makeAdmin(), busyWorld(), '/?view=clicks');
    const countries = await screen.findByRole('table', { name: t.clicksByCountry });
    const rows = within(countries)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['United States', '70', '70%'],
      ['Germany', '29.5', '30%'],
      ['Other', '0.5', '0.5%'],
    ]);
    expect(within(screen.getByRole('table', { name: t.clicksByTarget })).getByText('https://nova.example.com/offer')).toBeTruthy();
    const components = screen.getByRole('table', { name: t.clicksByComponent });
    expect(within(components).getByText('Summer Overlay')).toBeTruthy();
    expect(within(components).getByText('Live Graphics')).toBeTruthy();
    for (const title of [t.clicksByTimeOfDay, t.clicksOverTime, t.cvmByDay])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.tabs.clicks }).getAttribute('aria-current')).toBe('page');
  });

  it('downloads the raw clicks of the applied filters as a CSV file', async () => {
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:raw-clicks';
    URL.revokeObjectURL = () => undefined;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function save(this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      const { client } = renderPage(makeAdmin(), busyWorld(), '/?view=clicks');
      await screen.findByRole('table', { name: t.clicksByCountry });
      const query = lastQuery(client, 'clicks/');
      client.answer(`GET clicks/export/?${query.toString()}`, new Blob(['time,broadcaster\n']));
      fireEvent.click(screen.getByRole('button', { name: t.downloadRawClicks }));
      await screen.findByRole('button', { name: t.downloadRawClicks });
      await vi.waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toBe(t.rawClicksFile('spring', query.get('date_from') ?? undefined, query.get('date_to') ?? undefined));
      expect(client.routes).toContain(`GET clicks/export/?${query.toString()}`);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it('says so on the Clicks and Games tabs when nothing happened in the range', async () => {
    renderPage(makeAdmin(), emptyWorld(), '/?view=clicks');
    expect((await screen.findAllByText(t.noClicks)).length).toBe(6);
    fireEvent.click(screen.getByRole('link', { name: t.tabs.games }));
    expect((await screen.findAllByText(t.noGames)).length).toBe(2);
  });

  it('lists hours and viewership by game', async () => {
    renderPage(makeAdmin(), busyWorld(), '/?view=games');
    const table = await screen.findByRole('table', { name: t.viewershipByGame });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Chess', '12.3', '50,000', '40']);
    expect(screen.getByRole('heading', { name: t.hoursByGame })).toBeTruthy();
  });

  it('shows the Reports sub-tab without the Filters bar', async () => {
    renderPage(makeAdmin(), busyWorld(), '/?view=reports');
    expect(await screen.findByRole('region', { name: 'Reports' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: t.filters })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: t.page })).toBeTruthy();
  });
});
