import type { Db } from '../src/db/db.ts';
import { total, type LoadTally } from './redirect-load.ts';

export interface ClickAudit {
  acknowledged: number;
  stored: number;
  /** Acknowledged addresses with no stored click. */
  lost: string[];
  /** Addresses stored more than once. */
  twice: string[];
  /** Stored clicks no 302 answered (their answer was cut off): at most the cut requests. */
  unanswered: number;
  cut: number;
}

/**
 * Waits (up to `timeoutMs`) until every acknowledged click of the load is a row of link `key`, then
 * compares: each acknowledged address stored, none stored twice, and no more unanswered rows than
 * requests cut off.
 */
export async function auditClicks(db: Db, key: string, tally: LoadTally, timeoutMs = 30_000): Promise<ClickAudit> {
  const rows = () =>
    db.query<{ ip_addr: string; n: number }>(
      `SELECT c.ip_addr, count(*)::int AS n FROM clicks c JOIN tracking_links tl ON tl.id = c.tracking_link_id
       WHERE tl.key = $1 GROUP BY c.ip_addr`,
      [key],
    );
  const until = Date.now() + timeoutMs;
  let stored = await rows();
  const missing = () => {
    const have = new Set(stored.map((row) => row.ip_addr));
    return [...tally.addresses].filter((ip) => !have.has(ip));
  };
  while (missing().length > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    stored = await rows();
  }
  // A moment more, for a click that would be stored twice to show.
  await new Promise((resolve) => setTimeout(resolve, 500));
  stored = await rows();
  const count = stored.reduce((sum, row) => sum + row.n, 0);
  return {
    acknowledged: total(tally.acknowledged),
    stored: count,
    lost: missing(),
    twice: stored.filter((row) => row.n > 1).map((row) => row.ip_addr),
    unanswered: stored.filter((row) => !tally.addresses.has(row.ip_addr)).length,
    cut: total(tally.cut),
  };
}
