import { minutes, seconds, type Minutes, type Seconds } from './units.ts';

/** seconds_per_impression of a new campaign (spec 01 §9). */
export const DEFAULT_SECONDS_PER_IMPRESSION: Seconds = seconds(15);

/**
 * Impressions: one per `secondsPerImpression` seconds of viewing, whole impressions only
 * (spec 01 §9); 0 when either value is not positive.
 * @example impressions(seconds(100), seconds(15)) // 6
 */
export function impressions(viewingSeconds: Seconds, secondsPerImpression: Seconds): number {
  if (!Number.isFinite(viewingSeconds) || !(secondsPerImpression > 0) || viewingSeconds <= 0) return 0;
  return Math.floor(viewingSeconds / secondsPerImpression);
}

/**
 * Viewable minutes of a broadcast: its duration times its average viewers; 0 for non-positive
 * or non-finite input.
 * @example viewableMinutes(minutes(120), 35) // 4200
 */
export function viewableMinutes(durationMinutes: Minutes, averageViewers: number): Minutes {
  if (!Number.isFinite(durationMinutes) || !Number.isFinite(averageViewers)) return minutes(0);
  if (durationMinutes <= 0 || averageViewers <= 0) return minutes(0);
  return minutes(durationMinutes * averageViewers);
}
