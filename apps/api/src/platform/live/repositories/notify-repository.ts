import type { Queryable } from '../../../db/db.ts';

/** The LISTEN/NOTIFY channel of live events (platform/live/live-events.ts). */
export const LIVE_CHANNEL = 'advocate_live';

/** NOTIFY inside the caller's transaction: delivered to listeners when it commits, dropped if it rolls back. */
export async function notifyChannel(q: Queryable, channel: string, payload: string): Promise<void> {
  await q.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
