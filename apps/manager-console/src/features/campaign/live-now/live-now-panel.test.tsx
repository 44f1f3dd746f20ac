import type { CampaignLive } from '@advocate/api-client';
import { createFakeApiClient, makeManager, renderWithApi } from '@advocate/api-client/testing';
import { sessionTokenAtom } from '@advocate/auth-and-guards';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveNowPanel } from './components/live-now-panel.tsx';
import { liveNowTexts } from './lib/live-now-texts.ts';

// Tremor's charts measure their box; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const at = '2026-05-01T20:00:00.000Z';
const buckets = Array.from({ length: 6 }, (_, i) => ({
  start: new Date(Date.parse(at) - (6 - i) * 300_000).toISOString(),
  clicks: i === 5 ? 3 : 0,
  conversions: 0,
}));
const quiet: CampaignLive = { at, channels: 2, live_channels: 0, viewers: 0, streams: [], clicks: 0, conversions: 0, buckets };
const busy: CampaignLive = {
  ...quiet,
  live_channels: 1,
  viewers: 321,
  clicks: 3,
  streams: [
    {
      username: 'streamer_one',
      platform: 'twitch',
      viewers: 321,
      game: 'Just Chatting',
      started_at: at,
      showing: { component_id: 4, name: 'Spring banner', image: 'https://api.test/uploads/spring.png', started_at: at, seconds: 10 },
    },
  ],
};

function render(stream: Array<[string, unknown]>) {
  const client = createFakeApiClient({
    'GET rest-auth/user/': makeManager(),
    'GET /api/v1/campaigns/{slug}/live/': quiet,
    'STREAM campaigns/spring/live/events/': stream,
  });
  renderWithApi(<LiveNowPanel slug="spring" />, { client, prepare: (store) => store.set(sessionTokenAtom, 'test-token') });
  return client;
}

describe('the "Live now" panel (issue 30 part 1)', () => {
  it('shows the answer, then what the stream pushes: live channels with viewers, game and the graphic shown, and the clicks', async () => {
    const client = render([['snapshot', busy]]);
    const panel = (await screen.findByRole('heading', { name: liveNowTexts.title })).closest('section') as HTMLElement;
    expect(await within(panel).findByText('streamer_one')).toBeTruthy();
    expect(within(panel).getByText(liveNowTexts.summary(1, 2, '321'))).toBeTruthy();
    expect(within(panel).getByText(/321 viewers · Just Chatting/)).toBeTruthy();
    expect(within(panel).getByText('Spring banner')).toBeTruthy();
    expect(within(panel).getByText('3')).toBeTruthy();
    expect(client.routes).toContain('STREAM campaigns/spring/live/events/');
  });

  it('says so when no channel of the campaign is live', async () => {
    render([]);
    expect(await screen.findByText(liveNowTexts.none)).toBeTruthy();
    expect(screen.getByText(liveNowTexts.summary(0, 2, '0'))).toBeTruthy();
  });
});
