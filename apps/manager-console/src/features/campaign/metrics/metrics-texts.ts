/**
 * Texts of the metrics page: the spec's where it gives them (spec 01 §2, §8), chosen otherwise
 * (decision 593 for the empty states and figure names).
 */
export const metricsTexts = {
  page: 'Metrics',
  documentTitle: (campaign: string) => `Metrics · ${campaign}`,
  views: 'Metrics views',
  tabs: { campaign: 'Campaign', clicks: 'Clicks', games: 'Games', reports: 'Reports' },
  // Filters bar
  filters: 'Filters',
  activeFilters: (n: number) => (n === 0 ? 'Whole campaign, all clicks' : `${n} filter${n === 1 ? '' : 's'} applied`),
  uniqueIps: 'Unique IPs Only',
  dateFrom: 'From',
  dateTo: 'To',
  dateHint: (min: string, max: string) => `Campaign dates: ${min} to ${max}`,
  componentTypes: 'Component Types',
  allComponentTypes: 'All component types',
  filterBy: 'Filter by',
  broadcasters: 'Broadcasters',
  groups: 'Groups',
  allBroadcasters: 'All broadcasters',
  allGroups: 'All groups',
  clearSelection: 'Clear Selection',
  noGroups: 'This campaign has no groups yet.',
  noBroadcasters: 'No broadcasters on this campaign yet.',
  selected: (n: number) => `${n} selected`,
  apply: 'Apply',
  // Campaign tab cards (spec 01 §2)
  cards: {
    clicks: 'Clicks',
    clicksAndConversions: 'Clicks & Conversions',
    broadcasts: 'Broadcasts',
    impressions: 'Live Graphic Impressions',
    displayCounts: 'Live Graphic Display Counts',
    social: 'Social Media',
    videos: 'Fullscreen Videos',
  },
  figures: {
    clicks: 'Clicks',
    uniqueClicks: 'Unique Clicks',
    conversions: 'Conversions',
    /** Decision 664: the spec names conversions only; the split is ours. */
    verifiedConversions: 'Verified',
    unverifiedConversions: 'Unverified',
    conversionRate: 'Conversion Rate',
    broadcasts: 'Broadcasts',
    hoursBroadcast: 'Hours Broadcast',
    viewableMinutes: 'Viewable Minutes',
    averageViewers: 'Average Viewers',
    peakViewers: 'Peak Viewers',
    impressions: 'Impressions',
    todaysImpressions: "Today's Impressions",
    displayCount: 'Display Count',
    tweets: 'Tweets Sent',
    retweets: 'Retweets Sent',
    totalFavorites: 'Favorites',
    totalRetweets: 'Retweets',
    plays: 'Plays',
    videoImpressions: 'Impressions',
    cvm: 'CVM',
    hours: 'Hours',
  },
  // Charts
  clicksByDay: 'Clicks By Day',
  viewership: 'Viewership',
  averageConcurrents: 'Average Concurrent Viewers',
  showConversionCharts: 'Show Conversion Charts',
  hideConversionCharts: 'Hide Conversion Charts',
  conversionsByTimeOfDay: 'Conversions By Time of Day',
  conversionsByDay: 'Conversions By Day',
  clicksByCountry: 'Clicks By Country',
  clicksByTarget: 'Clicks By Target Link',
  clicksByComponent: 'Clicks By Component',
  clicksOverTime: 'Clicks Over Time',
  clicksOverTimeNote: 'Cumulative clicks, by hour (UTC)',
  clicksByTimeOfDay: 'Clicks By Time of Day',
  timeOfDayNote: 'Hour of the day, UTC',
  cvmByDay: 'CVM By Day',
  cvmNote: 'Clicks per million viewable minutes',
  hoursByGame: 'Hours Streamed By Game',
  viewershipByGame: 'Viewership By Game',
  latestPlays: 'Latest Video Plays',
  // Table columns
  country: 'Country',
  share: 'Share',
  target: 'Target Link',
  component: 'Component',
  componentType: 'Type',
  game: 'Game',
  broadcaster: 'Broadcaster',
  playedAt: 'Played (UTC)',
  // Empty states (spec 01 §8 gives 'No video plays found'; the rest are decision 593)
  noClicks: 'No clicks in this range',
  noConversions: 'No conversions in this range',
  noViewership: 'No viewership in this range',
  noGames: 'No games streamed in this range',
  noPlays: 'No video plays found',
  // Loading
  loading: 'Loading Metrics',
  loadingChart: (title: string) => `Loading ${title}`,
  // Raw clicks export on the Clicks tab (decision 622)
  downloadRawClicks: 'Download Raw Clicks (CSV)',
  preparingRawClicks: 'Preparing Raw Clicks',
  rawClicksFile: (slug: string, from?: string, to?: string) => `clicks-${slug}${from ? `-${from}` : ''}${to ? `-to-${to}` : ''}.csv`,
  loadingFilters: 'Loading Filters',
} as const;

/** The sub-tabs in order; the Campaign tab is the page's base (no query parameter). */
export const METRICS_TABS = ['campaign', 'clicks', 'games', 'reports'] as const;
export type MetricsTab = (typeof METRICS_TABS)[number];

/** The query parameter that names the open sub-tab (decision 590). */
export const METRICS_TAB_PARAM = 'view';
