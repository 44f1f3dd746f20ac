/** Texts of the campaign overview: the spec's where it gives them (spec 01 §2), chosen otherwise (decision 327). */
export const overviewTexts = {
  notStarted: (date: string) => `This campaign has not started yet. It starts on ${date}.`,
  dailyCap: 'This campaign has reached its daily impression cap. Live graphics resume tomorrow (UTC).',
  ended: (date: string) => `This campaign ended on ${date}.`,
  dates: (start: string, end: string | null) => (end ? `${start} – ${end}` : `${start} – ongoing`),
  chatbot: 'Chatbot',
  clicksChart: 'Clicks',
  viewershipChart: 'Viewership',
  chartToggle: 'Chart',
  loadingCampaign: 'Loading Campaign',
  groupsTitle: 'Campaign Groups',
  groupsEmpty: 'Add a group to selectively distribute components.',
  addGroup: 'Add New Group',
  groupName: 'Group Name',
  removeGroup: (name: string) => `Remove group ${name}`,
  groupMembers: (broadcasters: number, components: number) =>
    `${broadcasters} broadcaster${broadcasters === 1 ? '' : 's'}, ${components} component${components === 1 ? '' : 's'}`,
  activityTitle: 'Latest Activity',
  activityEmpty: 'No events have happened yet, check again later!',
  tiles: {
    viewableMinutes: 'Viewable Minutes',
    clicks: 'Clicks',
    conversions: 'Conversions',
    /** Under the Conversions figure (decision 710). */
    conversionSplit: (verified: string, unverified: string) => `Verified ${verified} · Unverified ${unverified}`,
    cvm: 'CVM',
    impressions: 'Live Graphic Impressions',
    broadcasts: 'Broadcasts',
  },
  trend: {
    neutral: 'about the same as the previous 30 days',
    up: 'up on the previous 30 days',
    'strong-up': 'well up on the previous 30 days',
    down: 'down on the previous 30 days',
    'strong-down': 'well down on the previous 30 days',
  },
} as const;
