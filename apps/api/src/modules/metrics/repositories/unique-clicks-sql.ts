import { PREPARED, type Queryable } from '../../../db/db.ts';
import { uniqueFacts } from '../../events/repositories/event-rollups-sql.ts';

/**
 * Unique clicks (spec 01 §4 "keep the last click per combination of ip, component and
 * broadcaster"; migration 0019): click_uniques holds each combination's last counted click, and a
 * unique click counts where that last click is (its day, hour, country and link). Decision 580.
 */

/** Advisory lock namespace of the unique-click moves, one lock per campaign (decision 580). */
const UNIQUES_LOCK = 5800;

/**
 * Serialises unique-click moves per campaign until the transaction ends, so the statement that
 * follows reads click_uniques as the last committer left it (campaigns in ascending order, so two
 * batches never wait on each other crosswise).
 */
export async function lockUniqueClicks(tx: Queryable, campaignIds: readonly number[]): Promise<void> {
  if (campaignIds.length === 0) return;
  await tx.query(
    `SELECT count(pg_advisory_xact_lock(${UNIQUES_LOCK}, id)) FROM (SELECT DISTINCT unnest($1::int[]) AS id ORDER BY 1) ids`,
    [[...campaignIds]],
    PREPARED,
  );
}

/**
 * CTEs over the inserted clicks `e`: `latest` (each combination's last counted click of the batch,
 * ties by id), `moves` (those at or after the combination's stored last click, with where it was),
 * `store_uniques` (the upsert of click_uniques), `moved_from` (the old positions). The time
 * comparison `>=` breaks a tie towards the click stored later, which has the higher id, as the
 * rebuild's DISTINCT ON (time DESC, id DESC) does.
 */
export function uniqueMovesCtes(e: string): string {
  return `latest AS (
      SELECT DISTINCT ON (k.campaign_id, k.broadcaster_id, k.component_id, k.ip_addr)
        k.campaign_id, k.broadcaster_id, k.component_id, k.ip_addr, k.time, co.type AS component_type, coalesce(k.country, '') AS country, k.link
      FROM ${e} k JOIN components co ON co.id = k.component_id
      WHERE NOT k.is_bot
      ORDER BY k.campaign_id, k.broadcaster_id, k.component_id, k.ip_addr, k.time DESC, k.id DESC
    ),
    moves AS (
      SELECT l.campaign_id, l.broadcaster_id, l.component_id, l.ip_addr, l.time, l.component_type, l.country, l.link,
        u.last_time AS old_time, u.component_type AS old_type, u.country AS old_country, u.link AS old_link
      FROM latest l LEFT JOIN click_uniques u
        ON u.campaign_id = l.campaign_id AND u.broadcaster_id = l.broadcaster_id AND u.component_id = l.component_id AND u.ip_addr = l.ip_addr
      WHERE u.last_time IS NULL OR l.time >= u.last_time
    ),
    store_uniques AS (
      INSERT INTO click_uniques AS u (campaign_id, broadcaster_id, component_id, ip_addr, last_time, component_type, country, link)
      SELECT campaign_id, broadcaster_id, component_id, ip_addr, time, component_type, country, link FROM moves
      ON CONFLICT (campaign_id, broadcaster_id, component_id, ip_addr) DO UPDATE SET
        last_time = EXCLUDED.last_time, component_type = EXCLUDED.component_type, country = EXCLUDED.country, link = EXCLUDED.link
      RETURNING 1
    ),
    moved_from AS (
      SELECT old_time AS time, campaign_id, broadcaster_id, component_id, old_type AS component_type, old_country AS country, old_link AS link
      FROM moves WHERE old_time IS NOT NULL
    )`;
}

/** Facts of the moves: +1 where each moved combination's last click now is, -1 where it was. */
export const uniqueMoveFacts = () => `${uniqueFacts('moves', '1')}
    UNION ALL ${uniqueFacts('moved_from', '-1')}`;

/** The click_uniques rows of a rebuild: the last counted click of every combination in the raw clicks. */
export const FILL_CLICK_UNIQUES = `INSERT INTO click_uniques (campaign_id, broadcaster_id, component_id, ip_addr, last_time, component_type, country, link)
  SELECT DISTINCT ON (k.campaign_id, k.broadcaster_id, k.component_id, k.ip_addr)
    k.campaign_id, k.broadcaster_id, k.component_id, k.ip_addr, k.time, co.type, coalesce(k.country, ''), k.link
  FROM clicks k JOIN components co ON co.id = k.component_id
  WHERE NOT k.is_bot AND ($1::int IS NULL OR k.campaign_id = $1)
  ORDER BY k.campaign_id, k.broadcaster_id, k.component_id, k.ip_addr, k.time DESC, k.id DESC`;
