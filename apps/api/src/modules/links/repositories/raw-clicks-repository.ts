import type { Queryable } from '../../../db/db.ts';
import { byBroadcaster, inTimes, ofBroadcasters, ofTypes, scopeParams, WITH_SCOPE, type MetricsScope } from '../../metrics/index.ts';

/** Spec 01 §3 "Raw click record": time, broadcaster, component_type, component_id, ip_addr. */
export interface RawClickRow {
  id: number;
  time: Date;
  broadcaster: string;
  component_type: string;
  component_id: number;
  ip_addr: string;
}

/** Where a page of raw clicks resumes: after this click in (time, id) order. */
export interface RawClicksCursor {
  time: Date;
  id: number;
}

/**
 * One page of the scope's counted clicks (not flagged, with a component) in (time, id) order,
 * after `cursor`: keyset paging over clicks_campaign_time (the cursor's time bounds the index scan,
 * its id breaks ties), so each page costs the same however far into the campaign it is. The broadcaster filter applies when the scope has one.
 */
export async function rawClicksPage(q: Queryable, s: MetricsScope, cursor: RawClicksCursor | null, limit: number): Promise<RawClickRow[]> {
  const rows = await q.query<RawClickRow>(
    `${WITH_SCOPE}
     SELECT c.id, c.time, u.username AS broadcaster, c.component_type, c.component_id, c.ip_addr
     FROM clicks c JOIN users u ON u.id = c.broadcaster_id
     WHERE c.campaign_id = $1 AND ${inTimes('c.time')} AND NOT c.is_bot AND c.component_id IS NOT NULL AND ${ofTypes('c.component_type')}
       AND ${byBroadcaster(s) ? ofBroadcasters('c.broadcaster_id') : 'true'}
       ${cursor ? 'AND c.time >= $7::timestamptz AND (c.time, c.id) > ($7::timestamptz, $8::bigint)' : ''}
     ORDER BY c.time, c.id LIMIT ${Math.max(1, Math.floor(limit))}`,
    cursor ? [...scopeParams(s), cursor.time, cursor.id] : scopeParams(s),
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), component_id: Number(r.component_id) }));
}
