import { cvm, minutes } from '@advocate/metrics-math';
import type { Queryable } from '../../db/db.ts';
import {
  clicksPerComponent,
  clicksPerCountry,
  clicksPerDay,
  clicksPerHour,
  clicksPerTarget,
} from './repositories/metrics-clicks-repository.ts';
import { viewershipPerDayPlatform } from './repositories/metrics-viewership-repository.ts';
import { downsampleCumulative } from './downsample-cumulative.ts';
import { rangeDays, type ResolvedMetricsFilters } from './metrics-filters.ts';
import type { ClickMetrics } from './metrics-types.ts';

/**
 * The Clicks tab and the Clicks card (spec 01 §2 Clicks analytics; §4 unique mode when f.unique):
 * every figure from the rollups, or for a broadcaster filter from their rollups and raw clicks
 * (decision 585).
 */
export async function clickMetrics(q: Queryable, f: ResolvedMetricsFilters): Promise<ClickMetrics> {
  const [perDay, byComponent, byCountry, byTarget, perHour, viewership] = await Promise.all([
    clicksPerDay(q, f),
    clicksPerComponent(q, f),
    clicksPerCountry(q, f),
    clicksPerTarget(q, f),
    clicksPerHour(q, f),
    viewershipPerDayPlatform(q, f),
  ]);
  const days = rangeDays(f);
  const clicksOf = new Map(perDay.map((r) => [r.day, r.clicks]));
  const minutesOf = new Map<string, number>();
  for (const v of viewership) minutesOf.set(v.day, (minutesOf.get(v.day) ?? 0) + v.viewable_minutes);
  const byType = new Map<string, number>();
  for (const c of byComponent) byType.set(c.type, (byType.get(c.type) ?? 0) + c.clicks);
  const timeOfDay = Array.from({ length: 24 }, (_, hour) => ({ hour, clicks: 0 }));
  for (const h of perHour) timeOfDay[new Date(h.hour).getUTCHours()].clicks += h.clicks;
  return {
    total: perDay.reduce((a, r) => a + r.clicks, 0),
    by_day: days.map((day) => ({ day, clicks: clicksOf.get(day) ?? 0 })),
    by_country: byCountry,
    by_target: byTarget,
    by_component: byComponent,
    by_type: [...byType].map(([type, clicks]) => ({ type, clicks })).sort((a, b) => b.clicks - a.clicks || a.type.localeCompare(b.type)),
    over_time: downsampleCumulative(perHour),
    by_time_of_day: timeOfDay,
    cvm_by_day: days.map((day) => ({ day, cvm: cvm(clicksOf.get(day) ?? 0, minutes(minutesOf.get(day) ?? 0)) })),
  };
}
