/** Every text and constant of the broadcaster dashboard, with where it comes from. */
export const dashboardTexts = {
  title: 'Dashboard',
  /** Chosen (decision 356): the action queue is built by a later issue. */
  actionsHeading: 'Action Queue',
  actionsPending: 'Your assigned actions (panels, tweets and links) will be listed here.',
  controlPanel: 'Control Panel',
  shortcuts: 'Active Campaigns',
  noActiveCampaigns: 'You have no active campaigns!',
  /** Spec 02 §2 dashboard links: /login/broadcaster authorises a Twitch account (chatbot, reconnect). */
  reconnect: 'Reconnect your streaming account',
} as const;

