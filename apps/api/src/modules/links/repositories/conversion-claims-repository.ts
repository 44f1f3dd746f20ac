import type { Queryable } from '../../../db/db.ts';

/** SQL of what makes a conversion count once: repeats per client, claims once ever, calls per key (decisions 660, 661). */

export type ClaimKind = 'order' | 'signed-order' | 'signature' | 'shopify-order';

/**
 * Counts the calls of a link in `minute` (its start), this one included, in one statement (several API
 * processes share the count); answers the count. Older minutes of the link are dropped.
 */
export async function countKeyCall(q: Queryable, linkId: number, minute: Date): Promise<number> {
  await q.query('DELETE FROM conversion_key_minutes WHERE tracking_link_id = $1 AND minute < $2', [linkId, minute]);
  const [row] = await q.query<{ calls: number }>(
    `INSERT INTO conversion_key_minutes (tracking_link_id, minute, calls) VALUES ($1, $2, 1)
     ON CONFLICT (tracking_link_id, minute) DO UPDATE SET calls = conversion_key_minutes.calls + 1
     RETURNING calls`,
    [linkId, minute],
  );
  return Number(row.calls);
}

/**
 * Claims the (link, client) pair for a conversion at `now` unless it counted one after `since`;
 * answers whether this call counts. One upsert: of two calls at once, the second waits for the first
 * and sees its claim.
 */
export async function claimClientConversion(
  q: Queryable,
  claim: { linkId: number; client: string; now: Date; since: Date },
): Promise<boolean> {
  const rows = await q.query<{ counted: boolean }>(
    `INSERT INTO conversion_clients (tracking_link_id, client, counted_at) VALUES ($1, $2, $3)
     ON CONFLICT (tracking_link_id, client) DO UPDATE SET counted_at = EXCLUDED.counted_at
       WHERE conversion_clients.counted_at <= $4
     RETURNING true AS counted`,
    [claim.linkId, claim.client, claim.now, claim.since],
  );
  return rows.length > 0;
}

/** Drops the link's client claims no window reads any more. */
export async function forgetClientConversionsBefore(q: Queryable, linkId: number, before: Date): Promise<void> {
  await q.query('DELETE FROM conversion_clients WHERE tracking_link_id = $1 AND counted_at <= $2', [linkId, before]);
}

/** Claims `claim` of `kind` for the campaign once ever; answers whether this call got it. */
export async function claimOnce(q: Queryable, campaignId: number, kind: ClaimKind, claim: string, now: Date): Promise<boolean> {
  const rows = await q.query<{ claimed: boolean }>(
    `INSERT INTO conversion_claims (campaign_id, kind, claim, claimed_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING true AS claimed`,
    [campaignId, kind, claim, now],
  );
  return rows.length > 0;
}
