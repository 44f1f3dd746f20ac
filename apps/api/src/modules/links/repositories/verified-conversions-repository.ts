import type { Queryable } from '../../../db/db.ts';

/** The ranges the overview and the channels page count back from their last day, in their order. */
const RANGES = ['07', '30', '60', '90', 'all'] as const;

/** A broadcaster's verified conversions per range (in the order of RANGES), or the campaign's own (null broadcaster). */
export interface VerifiedRow {
  broadcaster_id: number | null;
  verified: number[];
}

const since = (range: (typeof RANGES)[number]) =>
  range === 'all' ? 'true' : `c.time >= ($2::date - ${Number(range) - 1})::timestamp AT TIME ZONE 'UTC'`;

/**
 * The campaign's verified conversions (decision 664: a signed call or a shop's order webhook) per
 * broadcaster and range, every range ending on the UTC day `until` as the overview's and the
 * channels' figures do (decision 710). Read from the conversions themselves, as the rollups count all;
 * only conversions of a component count, as in the rollups.
 */
export async function verifiedConversionsByRange(q: Queryable, campaignId: number, until: string): Promise<VerifiedRow[]> {
  const columns = RANGES.map((r) => `count(*) FILTER (WHERE ${since(r)})::float8 AS "v_${r}"`).join(', ');
  const rows = await q.query<Record<string, unknown>>(
    `SELECT c.broadcaster_id, ${columns} FROM conversions c
     WHERE c.campaign_id = $1 AND c.verified AND c.component_id IS NOT NULL
       AND c.time < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
     GROUP BY c.broadcaster_id`,
    [campaignId, until],
  );
  return rows.map((row) => ({
    broadcaster_id: row.broadcaster_id === null ? null : Number(row.broadcaster_id),
    verified: RANGES.map((r) => Number(row[`v_${r}`] ?? 0)),
  }));
}
