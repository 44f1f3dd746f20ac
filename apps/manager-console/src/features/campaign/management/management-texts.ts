/** Texts of the campaign management page (spec 01 §2 Campaign management page, §8 messages). */
export const managementTexts = {
  page: 'Management',
  // Menu (spec 01 §2).
  settings: 'Campaign Settings',
  invite: 'Invite a Broadcaster',
  sentInvites: 'See Sent Invites',
  addFromTeam: 'Add a Broadcaster',
  squads: 'Manage Squads',
  update: 'Update Campaign',
  end: 'End Campaign',
  delete: 'Delete Campaign',
  // Tables.
  inactiveTitle: 'Inactive Broadcasters',
  activeTitle: 'Active Broadcasters',
  noInactive: 'No Inactive Broadcasters Found',
  noActive: 'No Active Broadcasters Found',
  activate: 'Activate',
  deactivate: 'Deactivate',
  loading: 'Loading Broadcasters',
  // Success messages (spec 01 §8).
  inviteSent: 'Invite Sent!',
  added: 'Broadcaster Added!',
  updated: 'Update Succeeded!',
  posted: 'Message Posted!',
  // After a delete, on /campaigns (wording chosen like 'Report Deleted!', decision 682).
  deleted: 'Campaign Deleted!',
  // Forms (wording chosen where the spec is silent).
  broadcaster: 'Broadcaster',
  send: 'Send Invite',
  add: 'Add',
  remove: 'Remove',
  save: 'Save',
  squadOn: 'On this campaign',
  noSquads: 'This team has no squads.',
  chatbotTitle: 'Twitch Chatbot',
  chatbotCurrent: 'Current chatbot',
  chatbotChoose: 'Approved chatbots',
  chatbotUse: 'Use This Chatbot',
  chatbotAuthorise: 'Authorise a Twitch Account',
  chatbotAuthoriseNote: 'You will sign in to Twitch with the account that should post in chat, then come back here.',
  postTitle: 'Post as the Chatbot',
  postScope: 'Post to',
  postCampaign: 'This campaign’s live channels',
  postAllLive: 'Every live channel',
  postChannel: 'One channel',
  postText: 'Message',
  post: 'Post Message',
  numbersTitle: 'Impressions',
} as const;

/** The campaign settings of spec 01 §3 with their labels (wording chosen, decision 337). */
export const settingToggles = [
  ['auto_active_invites', 'New broadcasters start Active'],
  ['action_notifications', 'Send action notifications'],
  ['team_auto_add', 'Add new team members automatically'],
  ['independent_live_graphics', 'Independent live graphics'],
  ['allow_self_deactivate', 'Broadcasters may suspend the campaign'],
  ['set_live_graphic_times', 'Set live graphic times'],
  ['keyword_links', 'Keyword links'],
  ['hard_coded_links', 'Allow hard-coded links'],
] as const;

export type SettingToggle = (typeof settingToggles)[number][0];

export const settingNumbers = [
  ['pause_after_live_graphics', 'Pause after live graphics (seconds)'],
  ['impression_cutoff', 'Impression Cutoff'],
  ['daily_impression_cap', 'Daily Impression Cap'],
] as const;

export type SettingNumber = (typeof settingNumbers)[number][0];
