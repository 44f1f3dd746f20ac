import { toMillis, type DateInput } from './instant.ts';

/** A featured-campaign window (spec 01 §3 FeaturedCampaign). */
export interface FeatureWindow {
  start_time: DateInput;
  end_time: DateInput;
}

/** Where a feature stands in time. */
export type FeatureTiming = 'current' | 'upcoming' | 'past';

/**
 * 'upcoming' if start is in the future, 'past' once the end is reached, otherwise 'current':
 * the window is start_time <= now < end_time (spec 01 §4). See docs/decisions/127.
 * @example featureTiming({ start_time: '2024-03-01T10:00Z', end_time: '2024-03-01T12:00Z' }, '2024-03-01T11:00Z') // 'current'
 */
export function featureTiming(feature: FeatureWindow, now: DateInput): FeatureTiming {
  const t = toMillis(now);
  if (toMillis(feature.start_time) > t) return 'upcoming';
  if (toMillis(feature.end_time) <= t) return 'past';
  return 'current';
}

/** Only current and upcoming features are editable (spec 01 §2): `canEditFeature(feature, now)`. */
export function canEditFeature(feature: FeatureWindow, now: DateInput): boolean {
  return featureTiming(feature, now) !== 'past';
}

/**
 * Splits features into the Current, Upcoming and Past lists of the featured-campaigns modal,
 * each in input order.
 * @example groupFeaturesByTiming(features, now).upcoming
 */
export function groupFeaturesByTiming<T extends FeatureWindow>(features: readonly T[], now: DateInput): Record<FeatureTiming, T[]> {
  const groups: Record<FeatureTiming, T[]> = { current: [], upcoming: [], past: [] };
  for (const feature of features) groups[featureTiming(feature, now)].push(feature);
  return groups;
}
