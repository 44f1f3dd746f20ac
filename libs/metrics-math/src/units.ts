/**
 * Branded units so a count of minutes can never be passed where seconds are expected
 * (viewable minutes, seconds per impression and chatbot intervals all travel as plain numbers on the wire).
 */

/** A duration or total in minutes. Build with {@link minutes}. */
export type Minutes = number & { readonly __unit: 'minutes' };

/** A duration or total in seconds. Build with {@link seconds}. */
export type Seconds = number & { readonly __unit: 'seconds' };

/** Marks a number as minutes, e.g. `minutes(stats.viewable_minutes)`. */
export function minutes(n: number): Minutes {
  return n as Minutes;
}

/** Marks a number as seconds, e.g. `seconds(campaign.seconds_per_impression)`. */
export function seconds(n: number): Seconds {
  return n as Seconds;
}

/** Converts seconds to minutes without rounding: `secondsToMinutes(seconds(90))` is 1.5. */
export function secondsToMinutes(value: Seconds): Minutes {
  return minutes(value / 60);
}

/** Converts minutes to seconds: `minutesToSeconds(minutes(2))` is 120. */
export function minutesToSeconds(value: Minutes): Seconds {
  return seconds(value * 60);
}
