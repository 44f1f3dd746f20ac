import type { Queryable } from '../../../db/db.ts';

/** A tracked link of a broadcaster for one of their custom-link components. */
export interface BroadcasterLinkRow {
  key: string;
  target: string;
  component: string;
  campaign: string;
  campaign_name: string;
}

/**
 * The broadcaster's active tracked links of custom-link components that reach them at `now`
 * (decision 451): they are Active on the campaign, the component is not deleted and not ended.
 * By campaign name, then component name.
 */
export async function listBroadcasterCustomLinks(db: Queryable, broadcasterId: number, now: Date): Promise<BroadcasterLinkRow[]> {
  return db.query<BroadcasterLinkRow>(
    `SELECT t.key, t.target, co.name AS component, ca.slug AS campaign, ca.name AS campaign_name
     FROM tracking_links t
     JOIN components co ON co.id = t.component_id
     JOIN campaigns ca ON ca.id = t.campaign_id
     JOIN campaign_statuses s ON s.campaign_id = t.campaign_id AND s.broadcaster_id = t.broadcaster_id AND s.status = 'Active'
     WHERE t.broadcaster_id = $1 AND t.active
       AND co.type = 'custom-link' AND NOT co.is_deleted
       AND (co.end_time IS NULL OR co.end_time > $2::timestamptz)
     ORDER BY ca.name, ca.slug, co.name, co.id, t.id`,
    [broadcasterId, now],
  );
}
