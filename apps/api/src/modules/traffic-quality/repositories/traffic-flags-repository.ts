import type { Queryable } from '../../../db/db.ts';
import { STILL_COUNTED_CLICK } from './held-clicks-sql.ts';
import type { TrafficFlagKind } from './traffic-detection-repository.ts';

/** A flag as the pages show it: its channel, reason, the clicks it covers, and its dismissal. */
export interface TrafficFlagRow {
  id: number;
  kind: TrafficFlagKind;
  broadcaster: string;
  subject: string;
  reason: string;
  status: 'open' | 'dismissed';
  clicks: number;
  /** How many of `clicks` another open flag holds (decision 843): still held whatever becomes of this flag. */
  held_by_other_flags: number;
  first_click: Date | string | null;
  last_click: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  dismissed_at: Date | string | null;
  dismissed_by: string | null;
  dismissal_note: string | null;
}

/** Flags a read answers at most, newest first (a campaign's whole history in practice). */
export const FLAGS_LIMIT = 500;

/** Every flag of the campaign, open ones first, then newest first; `clicks` are its still counted ones (decision 840). */
export async function campaignFlags(q: Queryable, campaignId: number): Promise<TrafficFlagRow[]> {
  const rows = await q.query<TrafficFlagRow & { clicks: number | string; held_by_other_flags: number | string }>(
    `SELECT f.id, f.kind, u.username AS broadcaster, f.subject, f.reason, f.status,
            coalesce(k.n, 0)::float8 AS clicks, coalesce(k.elsewhere, 0)::float8 AS held_by_other_flags, k.first_click, k.last_click, f.created_at, f.updated_at,
            f.dismissed_at, CASE WHEN m.id IS NULL THEN NULL WHEN m.email <> '' THEN m.email ELSE m.username END AS dismissed_by, f.dismissal_note
     FROM traffic_flags f
     JOIN users u ON u.id = f.broadcaster_id
     LEFT JOIN users m ON m.id = f.dismissed_by
     LEFT JOIN LATERAL (SELECT count(*) AS n, min(x.click_time) AS first_click, max(x.click_time) AS last_click,
                               count(*) FILTER (WHERE EXISTS (
                                 SELECT 1 FROM traffic_flag_clicks y JOIN traffic_flags g ON g.id = y.flag_id AND g.status = 'open'
                                 WHERE y.click_id = x.click_id AND y.click_time = x.click_time AND y.flag_id <> x.flag_id)) AS elsewhere
                        FROM traffic_flag_clicks x ${STILL_COUNTED_CLICK} WHERE x.flag_id = f.id) k ON true
     WHERE f.campaign_id = $1
     ORDER BY (f.status = 'open') DESC, f.created_at DESC, f.id DESC
     LIMIT ${FLAGS_LIMIT}`,
    [campaignId],
  );
  return rows.map((r) => ({ ...r, clicks: Number(r.clicks), held_by_other_flags: Number(r.held_by_other_flags) }));
}

/** A flag's campaign (by slug, for the access check) and status. */
export async function findFlag(q: Queryable, id: number): Promise<{ id: number; campaign_slug: string; status: string } | undefined> {
  const [row] = await q.query<{ id: number; campaign_slug: string; status: string }>(
    `SELECT f.id, c.slug AS campaign_slug, f.status FROM traffic_flags f JOIN campaigns c ON c.id = f.campaign_id WHERE f.id = $1`,
    [id],
  );
  return row;
}

/**
 * Locks the flag for a dismissal and answers its status and when it last changed: detection holds
 * the same lock while clicks join (decision 844).
 */
export async function lockFlagForDismissal(q: Queryable, id: number): Promise<{ status: string; updated_at: Date } | undefined> {
  const [row] = await q.query<{ status: string; updated_at: Date | string }>(
    `SELECT status, updated_at FROM traffic_flags WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row && { status: row.status, updated_at: new Date(row.updated_at) };
}

/** Dismisses an open flag; answers false when it was not open any more (dismissed meanwhile). */
export async function dismissFlag(q: Queryable, id: number, userId: number, note: string, now: Date): Promise<boolean> {
  const rows = await q.query(
    `UPDATE traffic_flags SET status = 'dismissed', dismissed_at = $3, dismissed_by = $2, dismissal_note = $4
     WHERE id = $1 AND status = 'open' RETURNING 1`,
    [id, userId, now, note],
  );
  return rows.length === 1;
}
