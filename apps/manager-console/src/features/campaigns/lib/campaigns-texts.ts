/** Texts of /campaigns: 'No Campaigns Found!' and 'Create New Campaign' are the spec's (01 §8, §6). */
export const campaignsTexts = {
  title: 'Campaigns',
  create: 'Create New Campaign',
  loading: 'Loading Campaigns',
  empty: 'No Campaigns Found!',
  columns: { name: 'Campaign', team: 'Team', dates: 'Dates', state: 'State', clicks: 'Clicks', conversions: 'Conversions' },
  states: { 'not-started': 'Upcoming', running: 'Running', ended: 'Ended' },
  noTeam: '—',
  ongoing: 'ongoing',
} as const;
