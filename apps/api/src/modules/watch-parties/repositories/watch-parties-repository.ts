import type { Queryable } from '../../../db/db.ts';

export interface WatchPartyRow {
  id: number;
  game: string;
  api_key: string;
  current_version: { source: string | null };
  component_id: number | null;
  campaign: string;
}

const SELECT = `SELECT wp.id, wp.game, wp.api_key, json_build_object('source', wp.current_source) AS current_version,
    wp.component_id, ca.slug AS campaign
  FROM watch_parties wp JOIN campaigns ca ON ca.id = wp.campaign_id
    JOIN components co ON co.id = wp.component_id JOIN component_types ct ON ct.slug = co.type`;

/**
 * Watch parties of the campaigns the broadcaster is Active on whose component is ready, not
 * deleted and not ended (decision 444), oldest component first.
 */
export async function broadcasterWatchParties(
  q: Queryable,
  broadcasterId: number,
  now: Date,
  campaignSlug?: string,
): Promise<WatchPartyRow[]> {
  return q.query<WatchPartyRow>(
    `${SELECT}
     WHERE EXISTS (SELECT 1 FROM campaign_statuses s WHERE s.campaign_id = wp.campaign_id AND s.broadcaster_id = $1 AND s.status = 'Active')
       AND co.is_ready AND NOT co.is_deleted AND NOT ct.is_hidden AND (co.end_time IS NULL OR co.end_time > $2)
       AND ($3::text IS NULL OR ca.slug = $3)
     ORDER BY co.id, wp.id`,
    [broadcasterId, now, campaignSlug ?? null],
  );
}

/** A campaign's watch parties whose component is not deleted, oldest component first. */
export async function campaignWatchParties(q: Queryable, campaignId: number): Promise<WatchPartyRow[]> {
  return q.query<WatchPartyRow>(`${SELECT} WHERE wp.campaign_id = $1 AND NOT co.is_deleted AND NOT ct.is_hidden ORDER BY co.id, wp.id`, [
    campaignId,
  ]);
}
