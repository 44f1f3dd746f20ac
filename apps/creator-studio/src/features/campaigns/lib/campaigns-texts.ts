/** Every text of the broadcaster campaigns page, with where it comes from. */
export const campaignsTexts = {
  title: 'Campaigns',
  /** Spec 02 §2, §8 empty state. */
  empty: 'No Campaigns Found!',
  /** Spec 02 §8 empty state, for a campaign without components. */
  noComponents: 'No Components Available',
  loading: 'Loading Campaigns',
  /** Spec 02 §2 'Show' select. */
  show: 'Show',
  all: 'All',
  suspend: 'Suspend Campaign',
  activate: 'Activate Campaign',
  totals: { campaigns: 'Campaigns', active: 'Active', clicks: 'Total Clicks', conversions: 'Total Conversions' },
  tabs: {
    description: 'Description',
    requirements: 'Requirements',
    guidelines: 'Guidelines',
    paymentTerms: 'Payment Terms',
    components: 'Components',
    metrics: 'Metrics',
  },
  /** Chosen: a tab whose text the campaign left empty. */
  nothingHere: 'Nothing here for this campaign.',
  metrics: { clicks: 'Clicks', conversions: 'Conversions', conversionRate: 'Conversion Rate' },
  client: 'Client',
  website: 'Website',
  team: 'Team',
  status: 'Status',
  ongoing: 'ongoing',
  componentPending: 'component pending',
} as const;

/** Spec 02 §2, §9: the 'Show' select appears only with more than this many campaigns. */
export const GROUP_SELECT_ABOVE = 3;
