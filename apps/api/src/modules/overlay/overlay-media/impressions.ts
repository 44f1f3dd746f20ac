/**
 * Impression arithmetic (decision 510), kept pure so it is unit-tested on its own.
 *
 * An impression is `seconds_per_impression` seconds of one viewer watching: a display of `seconds`
 * while the channel is live with `viewers` viewers is worth floor(viewers x seconds / spi)
 * impressions (spi 0 counts as 1, as the demo seed does); while not live it is worth none. What a
 * display adds is then limited by what is left under each cap that is set (null or 0: no cap): the
 * component's and the campaign's `daily_impression_cap` (UTC day) and `impression_cutoff` (all time).
 */

export interface CapState {
  componentToday: number;
  componentTotal: number;
  campaignToday: number;
  campaignTotal: number;
  componentDailyCap: number | null;
  componentCutoff: number | null;
  campaignDailyCap: number | null;
  campaignCutoff: number | null;
}

/** Impressions a display is worth before caps. */
export function rawImpressions(input: { seconds: number; viewers: number; live: boolean; secondsPerImpression: number }): number {
  if (!input.live || input.seconds <= 0 || input.viewers <= 0) return 0;
  return Math.floor((input.viewers * input.seconds) / Math.max(input.secondsPerImpression, 1));
}

const capSet = (cap: number | null): cap is number => cap !== null && cap > 0;
const left = (cap: number | null, used: number) => (capSet(cap) ? Math.max(cap - used, 0) : Number.POSITIVE_INFINITY);

/** What is counted of `raw` under the caps, and which daily caps are reached once it is. */
export function countImpressions(
  raw: number,
  caps: CapState,
): { counted: number; componentDailyReached: boolean; campaignDailyReached: boolean; cutoffReached: boolean } {
  const counted = Math.max(
    0,
    Math.min(
      raw,
      left(caps.componentDailyCap, caps.componentToday),
      left(caps.campaignDailyCap, caps.campaignToday),
      left(caps.componentCutoff, caps.componentTotal),
      left(caps.campaignCutoff, caps.campaignTotal),
    ),
  );
  return {
    counted,
    componentDailyReached: capSet(caps.componentDailyCap) && caps.componentToday + counted >= caps.componentDailyCap,
    campaignDailyReached: capSet(caps.campaignDailyCap) && caps.campaignToday + counted >= caps.campaignDailyCap,
    cutoffReached:
      (capSet(caps.componentCutoff) && caps.componentTotal + counted >= caps.componentCutoff) ||
      (capSet(caps.campaignCutoff) && caps.campaignTotal + counted >= caps.campaignCutoff),
  };
}

/** Seconds a display may last beyond its version's duration (timers, a tab in the background). */
export const DISPLAY_SLACK_SECONDS = 5;
/** A live graphic version without a duration shows for this long (the overlay's DEFAULT_DURATION_SECONDS, decision 503). */
export const DEFAULT_DISPLAY_SECONDS = 10;
/** How far in the future a report's start may lie (clock differences between OBS and the server). */
export const FUTURE_SKEW_SECONDS = 10;
/** How old a display may be when reported (the client retries through network failures). */
export const MAX_REPORT_AGE_SECONDS = 3600;

/** The longest display a version allows, in whole seconds. */
export function maxDisplaySeconds(duration: number | null): number {
  const d = duration !== null && Number.isFinite(duration) && duration > 0 ? duration : DEFAULT_DISPLAY_SECONDS;
  return Math.ceil(d) + DISPLAY_SLACK_SECONDS;
}
