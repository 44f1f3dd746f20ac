import type { Queryable } from '../../../db/db.ts';
import { campaignScopeSql, type ScopeUser } from '../../shared/index.ts';

export interface TriggerComponentRow {
  id: number;
  name: string;
  type: string;
  campaign_id: number;
  slug: string;
  is_ready: boolean;
  start_time: Date | null;
  end_time: Date | null;
}

/** A component (not deleted, of a type not hidden) with its campaign slug. */
export async function findTriggerComponent(q: Queryable, id: number): Promise<TriggerComponentRow | undefined> {
  const [row] = await q.query<TriggerComponentRow>(
    `SELECT co.id, co.name, co.type, co.campaign_id, ca.slug, co.is_ready, co.start_time, co.end_time
     FROM components co JOIN campaigns ca ON ca.id = co.campaign_id JOIN component_types ct ON ct.slug = co.type
     WHERE co.id = $1 AND NOT co.is_deleted AND NOT ct.is_hidden`,
    [id],
  );
  return row;
}

/** Ids of the named broadcasters (case-insensitive usernames) Active on the campaign. */
export async function activeBroadcasterIds(q: Queryable, campaignId: number, usernames: readonly string[]): Promise<Map<string, number>> {
  const rows = await q.query<{ id: number; username: string }>(
    `SELECT u.id, lower(u.username) AS username FROM users u JOIN campaign_statuses s ON s.broadcaster_id = u.id
     WHERE s.campaign_id = $1 AND s.status = 'Active' AND u.user_type = 3 AND lower(u.username) = ANY($2::text[])`,
    [campaignId, usernames.map((u) => u.toLowerCase())],
  );
  return new Map(rows.map((r) => [r.username, r.id]));
}

export async function isActiveOn(q: Queryable, campaignId: number, broadcasterId: number): Promise<boolean> {
  const rows = await q.query(`SELECT 1 FROM campaign_statuses WHERE campaign_id = $1 AND broadcaster_id = $2 AND status = 'Active'`, [
    campaignId,
    broadcasterId,
  ]);
  return rows.length > 0;
}

/** One trigger per broadcaster; answers each new trigger's id and broadcaster (for the overlays' live event). */
export async function insertVideoTriggers(
  q: Queryable,
  componentId: number,
  broadcasterIds: readonly number[],
  requestedBy: number,
  now: Date,
): Promise<Array<{ id: number; broadcaster_id: number }>> {
  return q.query<{ id: number; broadcaster_id: number }>(
    `INSERT INTO video_triggers (component_id, broadcaster_id, requested_by, requested_at)
     SELECT $1, b, $3, $4 FROM unnest($2::int[]) AS b RETURNING id::int AS id, broadcaster_id`,
    [componentId, broadcasterIds, requestedBy, now],
  );
}

/**
 * The broadcaster with this username (case-insensitive) when they are on a campaign `manager` sees
 * (any on-campaign status); used by the test pattern.
 */
export async function broadcasterOnManagersCampaign(
  q: Queryable,
  manager: ScopeUser,
  username: string,
): Promise<{ id: number; username: string } | undefined> {
  const [row] = await q.query<{ id: number; username: string }>(
    `SELECT u.id, u.username FROM users u
     WHERE u.user_type = 3 AND lower(u.username) = lower($2) AND EXISTS (
       SELECT 1 FROM campaign_statuses s JOIN campaigns c ON c.id = s.campaign_id
       WHERE s.broadcaster_id = u.id AND s.status IN ('Pending', 'Active', 'Flagged', 'Deactivated', 'Campaign Ended') AND ${campaignScopeSql(manager, 'c', '$1')})
     LIMIT 1`,
    [manager.id, username],
  );
  return row;
}

export interface TestPatternRow {
  id: number;
  broadcaster: string;
  size: '1920x1080' | '1600x900' | '1280x720';
  requested_at: string;
}

export async function insertTestPattern(
  q: Queryable,
  broadcasterId: number,
  size: TestPatternRow['size'],
  requestedBy: number,
  now: Date,
): Promise<TestPatternRow> {
  const [row] = await q.query<Omit<TestPatternRow, 'requested_at'> & { requested_at: Date | string }>(
    `WITH made AS (INSERT INTO browsersource_test_patterns (broadcaster_id, size, requested_by, requested_at) VALUES ($1, $2, $3, $4)
       RETURNING id, broadcaster_id, size, requested_at)
     SELECT made.id::int AS id, u.username AS broadcaster, made.size, made.requested_at FROM made JOIN users u ON u.id = made.broadcaster_id`,
    [broadcasterId, size, requestedBy, now],
  );
  return { ...row, requested_at: new Date(row.requested_at).toISOString() };
}
