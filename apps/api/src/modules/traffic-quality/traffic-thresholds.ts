import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';

/**
 * The thresholds of the traffic anomalies (issue 30 part 2; decision 811). Each kind is judged per
 * channel (a broadcaster on a campaign) and UTC day, on counted clicks (NOT is_bot, as the rollups count) of a component.
 * A new flag needs `min*` new clicks of its own; newly matching clicks join an open flag of the same
 * channel, kind and subject whatever their number.
 */
export const TRAFFIC_THRESHOLDS = {
  /**
   * (a) A day's clicks per viewable hour above this multiple of the median channel-day of the
   * campaign's OTHER channels, judged only with at least two of them (decision 841); a day live with
   * no viewers is above any multiple (decision 842)…
   */
  rateMultiple: 5,
  /** …with at least this many clicks that day. */
  minRateClicks: 50,
  /** The median's look-back, in days (the other channels' channel-days with viewable time). */
  medianDays: 30,
  /** (b) One address or user agent making more than this share of a channel's counted clicks of a day… */
  dominantShare: 0.5,
  /** …with at least this many clicks of its own. */
  minDominantClicks: 20,
  /** (c) A click is while offline when no viewership sample of the channel, widened by its interval, lies within this much before it… */
  offlineAfterMinutes: 30,
  /** …or this much after it (the stream began before its first poll). */
  offlineBeforeMinutes: 10,
  /** At least this many offline clicks in a day open a flag. */
  minOfflineClicks: 10,
  /** UTC days each detection run looks at: today and yesterday (clicks of the day before may still arrive through the journal). */
  windowDays: 2,
} as const;

/** Components only shown while the channel is live: the browser source's and the chatbot's. */
export const LIVE_ONLY_TYPES: readonly string[] = [
  COMPONENT_TYPE.liveGraphics,
  COMPONENT_TYPE.chatBot,
  COMPONENT_TYPE.chatBotCommand,
  COMPONENT_TYPE.fullscreenVideo,
  COMPONENT_TYPE.advocateWidget,
  COMPONENT_TYPE.conversionPopup,
  COMPONENT_TYPE.dynamicCta,
];
