import { RANGE_AT } from '../repositories/channels-repository.ts';
import { round2 } from './broadcaster-stats.ts';
import type { ChannelFiguresRead } from './channel-figures.ts';

/** The 60-day figures a channel card's 30-day trend compares with (spec 01 §2, §9; decision 631). */
export interface TrendTotals {
  visits: number;
  conversions: number;
  viewable_minutes: number;
}

/**
 * Each channel's 60-day visits (every click type), conversions and viewable minutes (each
 * platform's rounded to hundredths as its stats show them, then added), keyed by username:
 * exactly the totals the page would add up from the full 60-day stats.
 */
export function trendTotals(
  read: ChannelFiguresRead,
  channels: ReadonlyArray<{ id: number; username: string }>,
): Record<string, TrendTotals> {
  const at = RANGE_AT['60'];
  const out: Record<string, TrendTotals> = {};
  for (const { id, username } of channels) {
    const figures = read.of(id);
    let visits = 0;
    let conversions = 0;
    let minutes = 0;
    for (const row of figures.components) {
      visits += row.clicks[at];
      conversions += row.conversions[at];
    }
    for (const row of figures.viewership) minutes += round2(row.viewable_minutes[at]);
    out[username] = { visits, conversions, viewable_minutes: minutes };
  }
  return out;
}
