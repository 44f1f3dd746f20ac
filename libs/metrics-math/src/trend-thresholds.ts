import type { TrendThresholds } from './trend.ts';

/**
 * Trend thresholds of the channel cards on the 30-day range (spec 01 §9).
 * @example trend(visits30, visitsPrev30, CHANNEL_TREND_THRESHOLDS.visits)
 */
export const CHANNEL_TREND_THRESHOLDS = {
  visits: [0.2, 0.4],
  conversions: [0.2, 0.5],
  viewableMinutes: [0.2, 0.5],
} as const satisfies Record<string, TrendThresholds>;

/**
 * Trend thresholds of the overview tiles, for the team overview and the campaign overview (spec 01 §9).
 * @example trend(vm, previousVm, OVERVIEW_TREND_THRESHOLDS.campaign.viewableMinutes)
 */
export const OVERVIEW_TREND_THRESHOLDS = {
  team: { viewableMinutes: [0.05, 0.2], clicks: [0.1, 0.3] },
  campaign: { viewableMinutes: [0.01, 0.2], clicks: [0.01, 0.3] },
} as const satisfies Record<'team' | 'campaign', Record<'viewableMinutes' | 'clicks', TrendThresholds>>;
