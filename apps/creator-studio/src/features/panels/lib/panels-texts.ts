import type { BroadcasterActionSlug } from '@advocate/api-client';

type PanelSlug = Extract<BroadcasterActionSlug, 'banner-add' | 'banner-update' | 'banner-remove'>;

/** Every text of the Twitch Panels page (spec 02 §2 and §8 where quoted; the rest decision 453). */
export const panelsTexts = {
  title: 'Twitch Panels',
  tabsLabel: 'Twitch panels',
  tabs: { required: 'Required Actions', banners: 'My Banners' },
  loading: 'Loading Actions',
  /** Spec 02 §2 / §8 empty states. */
  emptyRequired: "You've completed all your required actions!",
  emptyBanners: 'You have no Twitch Panels',
  /** Spec 02 §2: 'A note says panels are to be set up on a desktop.' Wording chosen. */
  desktopNote:
    'Twitch panels can only be set up on a desktop computer: open your channel on twitch.tv, turn on Edit Panels under your stream, and add each banner with its link.',
  campaign: 'Campaign',
  component: 'Component',
  assigned: 'Assigned',
  link: 'Link',
  noLink: 'No link',
  copyLink: 'Copy Link',
  downloadImage: 'Download Image',
  markComplete: 'Mark as Completed',
  completeFailed: 'Could not complete this action.',
  lastCompleted: 'Last completed',
  instructions: {
    'banner-add': 'Add this banner to your Twitch panels and link it to the address below.',
    'banner-update': "Replace this campaign's banner on your Twitch panels with this one and link it to the address below.",
    'banner-remove': 'Remove this banner from your Twitch panels.',
  } satisfies Record<PanelSlug, string>,
  confirm: {
    'banner-add': 'Have you added this banner to your Twitch panels with its link?',
    'banner-update': 'Have you replaced the banner on your Twitch panels with this one and its link?',
    'banner-remove': 'Have you removed this banner from your Twitch panels?',
  } satisfies Record<PanelSlug, string>,
} as const;

/** The instruction or confirmation of a panel action type (any other slug reads as an add). */
export const panelText = (table: Record<PanelSlug, string>, slug: string): string =>
  table[(slug in table ? slug : 'banner-add') as PanelSlug];
