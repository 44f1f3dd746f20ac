import type { ActionGroup } from '../../../shared/broadcaster-actions/action-groups.ts';

/** Every text and constant of the broadcaster dashboard, with where it comes from. */
export const dashboardTexts = {
  title: 'Dashboard',
  /** Chosen (issue 30 part 1; decision 792): the own-channel live block. */
  live: {
    title: 'Your channel',
    liveTitle: 'You are live',
    offline: 'You are offline. Your clicks of the last 30 minutes are below.',
    viewers: (viewers: string) => `${viewers} viewer${viewers === '1' ? '' : 's'}`,
    noGame: 'No game set',
    showing: 'Overlay showing',
    clicks: 'Clicks in the last 30 minutes',
    clicksSeries: 'Clicks',
    chartLabel: 'Your clicks in the last 30 minutes, per 5 minutes',
    platform: { twitch: 'Twitch', youtube: 'YouTube' },
  },
  /** Chosen (decision 356). */
  actionsHeading: 'Action Queue',
  /** Chosen (decision 450 family: loading texts name what loads). */
  loadingActions: 'Loading Actions',
  /** Spec 02 §2 empty state. */
  actionsEmpty: "You've completed all your assigned actions!",
  /** Chosen (decision 452): each group's heading and the link to its page. */
  groups: {
    panels: { heading: 'Twitch Panels', link: 'Go to Twitch Panels' },
    tweets: { heading: 'Twitter', link: 'Go to Twitter' },
    links: { heading: 'Custom Links', link: 'Go to Custom Links' },
    default: { heading: 'Other Actions', link: null },
  } satisfies Record<ActionGroup, { heading: string; link: string | null }>,
  assigned: 'Assigned',
  markComplete: 'Mark as Completed',
  completeTitle: 'Complete Action',
  completeMessage: (name: string, component: string) => `Mark "${name}" for ${component} as completed?`,
  completeFailed: 'Could not complete this action.',
  completed: 'Completed',
  controlPanel: 'Control Panel',
  shortcuts: 'Active Campaigns',
  noActiveCampaigns: 'You have no active campaigns!',
  /** Spec 02 §2 dashboard links: /login/broadcaster authorises a Twitch account (chatbot, reconnect). */
  reconnect: 'Reconnect your streaming account',
} as const;
