import type { BroadcasterStats, CampaignSummary, ChannelsAnswer } from '@advocate/api-client';
import { createFakeApiClient, makeManager, renderWithApi } from '@advocate/api-client/testing';
import { sessionTokenAtom } from '@advocate/auth-and-guards';
import { fireEvent, screen, within } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CampaignChannelsPage } from '../pages/campaign-channels-page.tsx';
import { channelsTexts } from './channels-texts.ts';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const view = (vm: number) => ({ viewable_minutes: vm, broadcasts: 1, average_viewers: 3, peak_viewers: 6 });
const stats = (conversions: number, verified: number): BroadcasterStats => ({
  clicks_by_type: {
    banner_graphic_clicks: 10,
    twitch_chatbot_clicks: 0,
    twitch_command_clicks: 0,
    twitter_clicks: 0,
    live_graphic_clicks: 0,
    custom_link_clicks: 0,
  },
  twitch_viewership: view(100),
  youtube_viewership: view(0),
  conversions,
  verified_conversions: verified,
  unverified_conversions: conversions - verified,
  clicks_by_country: [],
  twitch_stream_time_by_game: [],
  youtube_stream_time_by_game: [],
  fullscreen_video: { plays: 0, impressions: 0 },
  impressions: 0,
  live_graphic_impressions: [],
});

/** One channel, its 7-day conversions 5 (2 verified), its 30-day ones 9 (4 verified). */
const ofRange = (range: '07' | '30' | '90' | 'all'): ChannelsAnswer => ({
  channels: [{ username: 'alpha', profile_image: null, platforms: ['twitch'], status: 'Active', is_live: false, featured: false }],
  stats: { [range]: { alpha: range === '07' ? stats(5, 2) : stats(9, 4) } },
  ...(range === '30' ? { totals_60: { alpha: { visits: 10, conversions: 9, viewable_minutes: 100 } } } : {}),
});

function renderPage(hasConversions: boolean) {
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
    'GET rest-auth/user/': makeManager(),
    ...Object.fromEntries((['07', '30', '90', 'all'] as const).map((r) => [`GET channels/?campaign=spring&range=${r}`, ofRange(r)])),
    'GET campaigns/spring/': { slug: 'spring', has_conversions: hasConversions },
    'GET labels/?campaign=spring': [],
  });
  const router = createMemoryRouter([
    { path: '/', element: <Outlet context={summary} />, children: [{ index: true, element: <CampaignChannelsPage /> }] },
  ]);
  renderWithApi(<RouterProvider router={router} />, { client, prepare: (store) => store.set(sessionTokenAtom, 'test-token') });
}

const card = async () => (await screen.findByRole('heading', { level: 2, name: 'alpha' })).closest('li') as HTMLElement;

// issue 26 item 2 "Pages and reports show verified and unverified conversions apart"; decision 710.
describe('channels page: verified and unverified conversions', () => {
  it('grid and detailed cards show a channel’s conversions of the range and their split beside them', async () => {
    renderPage(true);
    let alpha = await card();
    expect(within(alpha).getByText(channelsTexts.conversions)).toBeTruthy();
    expect(await within(alpha).findByText('Verified 4 · Unverified 5')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Date range'), { target: { value: '07' } });
    expect(await within(await card()).findByText('Verified 2 · Unverified 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: channelsTexts.detailed }));
    alpha = await card();
    expect(within(alpha).getByText(channelsTexts.conversions)).toBeTruthy();
    expect(within(alpha).getByText('Verified 2 · Unverified 3')).toBeTruthy();
  });

  it('shows no split where the campaign has no conversions', async () => {
    renderPage(false);
    const alpha = await card();
    expect(within(alpha).queryByText(/^Verified /)).toBeNull();
    expect(within(alpha).queryByText(channelsTexts.conversions)).toBeNull();
  });
});
