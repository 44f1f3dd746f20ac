/** Texts of the components page toolbar modals: the spec's where it gives them (spec 01 §2), chosen otherwise (decisions 443, 446). */
export const modalsTexts = {
  triggerButton: 'Trigger Fullscreen Video',
  previewButton: 'Preview Live Graphics',
  upcomingButton: 'Upcoming Chatbot Posts',
  // Fullscreen video trigger.
  triggerTitle: 'Trigger Fullscreen Video',
  broadcasters: 'Broadcasters',
  selectAll: 'Select all',
  component: 'Component',
  chooseComponent: 'Choose a fullscreen video',
  trigger: 'Trigger',
  triggered: 'Component Triggered!',
  noActiveBroadcasters: 'No broadcaster is Active on this campaign yet.',
  noVideos: 'This campaign has no fullscreen video ready to play.',
  // Live graphics preview.
  previewTitle: 'Preview Live Graphics',
  broadcaster: 'Broadcaster',
  chooseBroadcaster: 'Choose a broadcaster',
  openPreview: 'Open Preview',
  previewNote: 'The preview opens in a new tab and shows the live graphics this broadcaster would show now.',
  // Upcoming chatbot posts.
  upcomingTitle: 'Upcoming Chatbot Posts',
  username: 'Broadcaster',
  nextPost: 'Next Post',
  componentColumn: 'Component',
  noUpcoming: 'No chatbot posts are scheduled yet.',
  loading: 'Loading',
  close: 'Close',
} as const;

/** Next post times as the console shows dates and times: medium date, short time, the viewer's zone. */
export function formatPostTime(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale ?? 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
