import { endMillis, hasDate, toMillis, type DateInput } from './instant.ts';
import type { Minutes } from './units.ts';

/** The dates of a campaign as the API sends them (date-only or full timestamps). */
export interface CampaignDates {
  start_date: DateInput;
  end_date?: DateInput | null;
}

/** Where a campaign stands in time (spec 01 §4). */
export type CampaignState = 'not-started' | 'running' | 'ended';

/**
 * 'not-started' before start_date, 'ended' once end_date has passed, otherwise 'running';
 * no end_date means ongoing (spec 01 §4). A date-only end_date includes that whole UTC day; a
 * timestamp ends the campaign at that instant, so "End Campaign" (end_date = now) takes effect
 * at once. See docs/decisions/126.
 * @example campaignState({ start_date: '2024-03-01', end_date: '2024-03-31' }, new Date('2024-04-01T00:00Z')) // 'ended'
 */
export function campaignState(campaign: CampaignDates, now: DateInput): CampaignState {
  const t = toMillis(now);
  if (t < toMillis(campaign.start_date)) return 'not-started';
  if (hasDate(campaign.end_date) && t >= endMillis(campaign.end_date)) return 'ended';
  return 'running';
}

/** Shorthand for `campaignState(...) === 'ended'`: `isCampaignEnded(campaign, now)`. */
export function isCampaignEnded(campaign: CampaignDates, now: DateInput): boolean {
  return campaignState(campaign, now) === 'ended';
}

/** Campaign fields that progress needs: dates plus the viewable-minutes target of open-ended campaigns. */
export interface CampaignProgressInput extends CampaignDates {
  target?: number | null;
}

const clamp01 = (x: number): number => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/**
 * Progress 0–1 (spec 01 §4): with an end date, the elapsed share of start → end, 0 before start
 * and 1 once ended; without an end date, viewable minutes / target (0 without a positive target),
 * capped at 1.
 * @example campaignProgress({ start_date: '2024-03-01', end_date: null, target: 1000 }, now, minutes(250)) // 0.25
 */
export function campaignProgress(campaign: CampaignProgressInput, now: DateInput, viewableMinutes: Minutes): number {
  if (!hasDate(campaign.end_date)) {
    const target = campaign.target ?? 0;
    return target > 0 ? clamp01(viewableMinutes / target) : 0;
  }
  const t = toMillis(now);
  const start = toMillis(campaign.start_date);
  const end = endMillis(campaign.end_date);
  if (t >= end) return 1;
  if (!(end > start)) return 0;
  return clamp01((t - start) / (end - start));
}
