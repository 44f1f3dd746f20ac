/** Texts of the campaign's "Live now" panel (issue 30 part 1; decision 792). */
export const liveNowTexts = {
  title: 'Live now',
  loading: 'Loading Live Channels',
  summary: (live: number, channels: number, viewers: string) =>
    `${live} of ${channels} channel${channels === 1 ? '' : 's'} live · ${viewers} viewer${viewers === '1' ? '' : 's'}`,
  none: 'None of this campaign’s channels is live right now.',
  channelsTitle: 'Live channels',
  viewers: (viewers: string) => `${viewers} viewer${viewers === '1' ? '' : 's'}`,
  noGame: 'No game set',
  showing: 'Showing',
  notShowing: 'No graphic of this campaign shown in the last 5 minutes',
  lastMinutes: 'Last 30 minutes',
  clicks: 'Clicks',
  conversions: 'Conversions',
  chartLabel: 'Clicks and conversions in the last 30 minutes, per 5 minutes',
  platform: { twitch: 'Twitch', youtube: 'YouTube' },
} as const;
