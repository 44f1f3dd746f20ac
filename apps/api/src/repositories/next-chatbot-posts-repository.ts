import type { Queryable } from '../db/db.ts';

export interface NextChatbotPostRow {
  username: string;
  next_post: string;
  component: number;
  component_name: string;
  campaign: string;
  campaign_name: string;
}

/** The stored chatbot schedule (components not deleted), soonest first; one campaign or every campaign. */
export async function listNextChatbotPosts(q: Queryable, campaignId?: number): Promise<NextChatbotPostRow[]> {
  const rows = await q.query<NextChatbotPostRow & { next_post: Date | string }>(
    `SELECT u.username, s.next_post, co.id AS component, co.name AS component_name, ca.slug AS campaign, ca.name AS campaign_name
     FROM chatbot_schedule s JOIN components co ON co.id = s.component_id JOIN campaigns ca ON ca.id = co.campaign_id
       JOIN users u ON u.id = s.broadcaster_id
     WHERE NOT co.is_deleted AND ($1::integer IS NULL OR co.campaign_id = $1)
     ORDER BY s.next_post, lower(u.username), co.id`,
    [campaignId ?? null],
  );
  return rows.map((r) => ({ ...r, next_post: new Date(r.next_post).toISOString() }));
}
