import type { BroadcasterStats, CampaignSummary, ChannelRange, ChannelsAnswer, User } from '@advocate/api-client';
import { channelTotals } from '@advocate/metrics-math';
import { createFakeApiClient, makeAdmin, makeManager, renderWithApi } from '@advocate/api-client/testing';
import type { FakeAnswers } from '@advocate/api-client/testing';
import { sessionTokenAtom } from '@advocate/auth-and-guards';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CampaignChannelsPage } from '../pages/campaign-channels-page.tsx';
import { channelsTexts } from './channels-texts.ts';
import { buildRows, filterRows, sortRows } from './lib/channel-list.ts';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

type Stats = BroadcasterStats;
const view = (vm: number, avg = 0, broadcasts = 0) => ({ viewable_minutes: vm, broadcasts, average_viewers: avg, peak_viewers: avg * 2 });
function stats(clicks: number, vm: number, extra: Partial<Stats> = {}): Stats {
  return {
    clicks_by_type: {
      banner_graphic_clicks: clicks,
      twitch_chatbot_clicks: 0,
      twitch_command_clicks: 0,
      twitter_clicks: 0,
      live_graphic_clicks: 0,
      custom_link_clicks: 0,
    },
    twitch_viewership: view(vm, 5, 2),
    youtube_viewership: view(0),
    conversions: 0,
    verified_conversions: 0,
    unverified_conversions: 0,
    clicks_by_country: [],
    twitch_stream_time_by_game: [],
    youtube_stream_time_by_game: [],
    fullscreen_video: { plays: 0, impressions: 0 },
    impressions: 0,
    live_graphic_impressions: [],
    ...extra,
  };
}

const channel = (username: string, status = 'Active', extra: Partial<ChannelsAnswer['channels'][number]> = {}) => ({
  username,
  profile_image: null,
  platforms: ['twitch' as const],
  status,
  is_live: false,
  featured: false,
  ...extra,
});

function answer(): ChannelsAnswer {
  const per = (a: Stats, b: Stats, c: Stats) => ({ alpha: a, bravo: b, charlie: c });
  const s30 = per(
    stats(10, 1000, { clicks_by_country: [{ country: 'DE', clicks: 10 }], twitch_stream_time_by_game: [{ game: 'Chess', hours: 3 }] }),
    stats(40, 500),
    stats(5, 100),
  );
  return {
    channels: [
      channel('alpha', 'Active', { is_live: true }),
      channel('bravo', 'Active', { featured: true }),
      channel('charlie', 'Flagged'),
    ],
    stats: {
      '07': per(stats(1, 10), stats(2, 10), stats(0, 0)),
      '30': s30,
      // Previous 30 days = 60 − 30: alpha 10 → 10 (neutral), bravo 10 → 40 (strong up).
      '60': per(stats(20, 2000), stats(50, 1000), stats(5, 100)),
      '90': per(stats(30, 3000), stats(60, 1000), stats(5, 100)),
      all: per(stats(30, 3000), stats(60, 1000), stats(5, 100)),
    },
  };
}

/** What the API answers for one range (decisions 626, 631): that range's stats, and with 30 the 60-day totals. */
const ofRange = (data: ChannelsAnswer, range: ChannelRange): ChannelsAnswer => ({
  channels: data.channels,
  stats: { [range]: data.stats[range] ?? {} },
  ...(range === '30'
    ? {
        totals_60: Object.fromEntries(
          Object.entries(data.stats['60'] ?? {}).map(([username, s]) => {
            const totals = channelTotals(s);
            return [username, { visits: totals.visits, conversions: totals.conversions, viewable_minutes: totals.viewableMinutes }];
          }),
        ),
      }
    : {}),
});

function renderPage(user: User, data: ChannelsAnswer = answer(), more: FakeAnswers = {}) {
  const summary: CampaignSummary = {
    slug: 'spring',
    name: 'Spring Push',
    team: 4,
    start_date: new Date(Date.now() - 86_400_000 * 30).toISOString(),
    end_date: null,
    is_demo: false,
    available_components: [],
    status: null,
  };
  const client = createFakeApiClient({
    'GET rest-auth/user/': user,
    ...Object.fromEntries((['07', '30', '90', 'all'] as const).map((r) => [`GET channels/?campaign=spring&range=${r}`, ofRange(data, r)])),
    'GET campaigns/spring/': { slug: 'spring', has_conversions: false },
    'GET labels/?campaign=spring': [{ id: 1, name: 'Stars', campaign: 'spring', broadcasters: ['alpha'], components: [] }],
    ...more,
  });
  const router = createMemoryRouter([
    { path: '/', element: <Outlet context={summary} />, children: [{ index: true, element: <CampaignChannelsPage /> }] },
  ]);
  renderWithApi(<RouterProvider router={router} />, { client, prepare: (store) => store.set(sessionTokenAtom, 'test-token') });
  return client;
}

/** The channel cards' names (the Traffic quality section's heading is a level-2 heading too, outside the cards). */
const cardHeadings = () => screen.queryAllByRole('heading', { level: 2 }).filter((h) => h.closest('li'));
const cardNames = () => cardHeadings().map((h) => h.textContent);

describe('channels page (spec 01 §2)', () => {
  it('shows the active channels sorted by clicks with badges, trends and editor controls', async () => {
    renderPage(makeAdmin());
    expect(await screen.findByRole('heading', { level: 2, name: 'bravo' })).toBeTruthy();
    expect(cardNames()).toEqual(['bravo', 'alpha']);
    expect((screen.getByLabelText('Date range') as HTMLSelectElement).value).toBe('30');
    const bravo = screen.getByRole('heading', { level: 2, name: 'bravo' }).closest('li') as HTMLElement;
    expect(within(bravo).getByText('FEATURED')).toBeTruthy();
    expect(within(bravo).getByText(channelsTexts.trend['strong-up'])).toBeTruthy();
    const alpha = screen.getByRole('heading', { level: 2, name: 'alpha' }).closest('li') as HTMLElement;
    expect(within(alpha).getByText('LIVE')).toBeTruthy();
    expect(within(alpha).getAllByText(channelsTexts.trend.neutral).length).toBeGreaterThan(0);
    expect(within(alpha).getByRole('button', { name: channelsTexts.removeFromGroup('Stars') })).toBeTruthy();
    expect(screen.getByRole('button', { name: channelsTexts.featuredCampaignsOf('alpha') })).toBeTruthy();
    expect(screen.getByRole('button', { name: channelsTexts.manageGroups })).toBeTruthy();
    expect(screen.queryByText(channelsTexts.conversions)).toBeNull();
  });

  it('filters by channel or group, by game or country, shows inactive channels and sorts', async () => {
    renderPage(makeAdmin());
    await screen.findByRole('heading', { level: 2, name: 'bravo' });
    fireEvent.click(screen.getByLabelText(channelsTexts.showInactive));
    expect(cardNames()).toEqual(['bravo', 'alpha', 'charlie']);
    expect(screen.getByText('Inactive')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(channelsTexts.filterChannels), { target: { value: 'star' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'alpha' })).toBeTruthy();
    expect(cardNames()).toEqual(['alpha']);
    fireEvent.change(screen.getByLabelText(channelsTexts.filterChannels), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(channelsTexts.filterGames), { target: { value: 'chess' } });
    await screen.findByRole('heading', { level: 2, name: 'alpha' });
    expect(cardNames()).toEqual(['alpha']);
    // Countries by name and by ISO code, any case (alpha's clicks come from DE).
    for (const text of ['Germany', 'germ', 'DE']) {
      fireEvent.change(screen.getByLabelText(channelsTexts.filterGames), { target: { value: text } });
      await waitFor(() => expect(cardNames()).toEqual(['alpha']));
    }
    fireEvent.change(screen.getByLabelText(channelsTexts.filterGames), { target: { value: 'Canada' } });
    await waitFor(() => expect(cardHeadings()).toHaveLength(0));
    fireEvent.change(screen.getByLabelText(channelsTexts.filterGames), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(channelsTexts.sortBy), { target: { value: 'viewable-minutes' } });
    expect(cardNames()).toEqual(['alpha', 'bravo', 'charlie']);
    expect([...(screen.getByLabelText(channelsTexts.sortBy) as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'total-clicks',
      'viewable-minutes',
      'cvm',
    ]);
    fireEvent.click(screen.getByRole('button', { name: channelsTexts.detailed }));
    expect([...(screen.getByLabelText(channelsTexts.sortBy) as HTMLSelectElement).options].map((o) => o.value)).toContain(
      'recorded-broadcasts',
    );
    expect(screen.getAllByText(channelsTexts.viewership).length).toBeGreaterThan(0);
    // Countries read as names, as on the Clicks tab and in reports (issue 26).
    expect(screen.getByText('Germany')).toBeTruthy();
    expect(screen.queryByText('DE')).toBeNull();
  }, 20_000);

  it('hides every editing control from a read-only manager', async () => {
    renderPage(makeManager({ permissions_campaigns: 1 }));
    await screen.findByRole('heading', { level: 2, name: 'alpha' });
    expect(screen.getByText('Stars')).toBeTruthy();
    expect(screen.queryByRole('button', { name: channelsTexts.removeFromGroup('Stars') })).toBeNull();
    expect(screen.queryByRole('button', { name: channelsTexts.featuredCampaignsOf('alpha') })).toBeNull();
    expect(screen.queryByRole('button', { name: channelsTexts.manageGroups })).toBeNull();
    expect(screen.queryByRole('button', { name: channelsTexts.saveGroups })).toBeNull();
  });

  it('reads only the chosen range, again when another is chosen', async () => {
    const client = renderPage(makeAdmin());
    const bravo = async () => (await screen.findByRole('heading', { level: 2, name: 'bravo' })).closest('li') as HTMLElement;
    expect(within(await bravo()).getByText(channelsTexts.trend['strong-up'])).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Date range'), { target: { value: '07' } });
    await screen.findByRole('heading', { level: 2, name: 'bravo' });
    await within(await bravo()).findByText('2');
    expect(within(await bravo()).queryByText(channelsTexts.trend['strong-up'])).toBeNull();
    expect(client.routes.filter((r) => r.startsWith('GET channels/'))).toEqual([
      'GET channels/?campaign=spring&range=30',
      'GET channels/?campaign=spring&range=07',
    ]);
  });

  it('reads the features and the channels on screen again after a feature is deleted', async () => {
    const feature = {
      id: 9,
      broadcaster: 'alpha',
      campaign: 'spring',
      start_time: new Date(Date.now() - 3_600_000).toISOString(),
      end_time: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const client = renderPage(makeAdmin(), answer(), {
      'GET featured-campaigns/?campaign=spring': [feature],
      'DELETE featured-campaigns/9/': undefined,
    });
    fireEvent.click(await screen.findByRole('button', { name: channelsTexts.featuredCampaignsOf('alpha') }));
    const dialog = await screen.findByRole('dialog', { name: channelsTexts.featuredCampaignsOf('alpha') });
    fireEvent.click(await within(dialog).findByRole('button', { name: channelsTexts.remove }));
    const reads = (route: string) => client.routes.filter((r) => r === route).length;
    await waitFor(() => expect(reads('GET featured-campaigns/?campaign=spring')).toBe(2));
    await waitFor(() => expect(reads('GET channels/?campaign=spring&range=30')).toBe(2));
    expect(client.routes.indexOf('DELETE featured-campaigns/9/')).toBeLessThan(
      client.routes.lastIndexOf('GET channels/?campaign=spring&range=30'),
    );
    // Only the range on screen is read again; the others were never read.
    expect(client.routes.filter((r) => r.startsWith('GET channels/') && !r.endsWith('range=30'))).toEqual([]);
  });

  it('says so when the campaign has no channels', async () => {
    renderPage(makeAdmin(), { channels: [], stats: { '07': {}, '30': {}, '60': {}, '90': {}, all: {} } });
    expect(await screen.findByText(channelsTexts.empty)).toBeTruthy();
  });
});

describe('channel trends on the 30-day range', () => {
  it('are the same from the 60-day totals (decision 631) as from full 60-day stats', () => {
    const data = answer();
    const fromTotals = buildRows(ofRange(data, '30'), '30').map((r) => r.trends);
    const fromStats = buildRows({ channels: data.channels, stats: { '30': data.stats['30'], '60': data.stats['60'] } }, '30').map(
      (r) => r.trends,
    );
    expect(fromTotals).toEqual(fromStats);
    expect(fromTotals.map((t) => t?.visits)).toEqual(['neutral', 'strong-up', 'strong-up']);
  });
});

describe('channel list with 1,000 channels', () => {
  it('filters and sorts 1,000 channels by name, game and CVM', () => {
    const data: ChannelsAnswer = { channels: [], stats: { '07': {}, '30': {}, '60': {}, '90': {}, all: {} } };
    for (let i = 0; i < 1000; i += 1) {
      const name = `caster_${i}`;
      data.channels.push(channel(name, i % 10 ? 'Active' : 'Deactivated'));
      for (const r of ['07', '30', '60', '90', 'all'] as const) {
        (data.stats[r] as Record<string, Stats>)[name] = stats((i * 7) % 101, i * 3, {
          twitch_stream_time_by_game: [{ game: i % 2 ? 'Chess' : 'Go', hours: 1 }],
          clicks_by_country: [{ country: 'US', clicks: 1 }],
        });
      }
    }
    const rows = buildRows(data, '30');
    const shown = sortRows(filterRows(rows, { showInactive: false, channelText: 'caster_1', gameText: 'chess' }, new Map()), 'cvm');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((r) => r.username.startsWith('caster_1') && r.channel.status !== 'Deactivated')).toBe(true);
    const cvms = shown.map((r) => r.totals.cvm);
    expect(cvms).toEqual([...cvms].sort((a, b) => b - a));
  });
});
