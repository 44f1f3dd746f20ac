import type { Queryable } from '../../../db/db.ts';

const crossed = (column: string) => `(${column} > $1 AND ${column} <= $2)`;

/**
 * Campaigns where a time that changes who gets what passed in (from, to]: the campaign's start or
 * end, a component's start or end time, an active period's start or end.
 */
export async function campaignsWithTimesCrossed(q: Queryable, from: Date, to: Date): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `SELECT id FROM campaigns WHERE ${crossed('start_date')} OR ${crossed('end_date')}
     UNION
     SELECT campaign_id FROM components WHERE NOT is_deleted AND (${crossed('start_time')} OR ${crossed('end_time')})
     UNION
     SELECT campaign_id FROM campaign_active_periods WHERE ${crossed('start_time')} OR ${crossed('end_time')}
     ORDER BY 1`,
    [from.toISOString(), to.toISOString()],
  );
  return rows.map((r) => Number(r.id));
}
