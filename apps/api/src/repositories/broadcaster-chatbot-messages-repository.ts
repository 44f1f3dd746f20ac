import type { Queryable } from '../db/db.ts';

/** A chatbot component reaching a broadcaster, with its active version and their schedule. */
export interface BroadcasterChatbotRow {
  component_id: number;
  component: string;
  type: 'twitch-chat-bot' | 'twitch-chat-bot-command';
  campaign: string;
  campaign_name: string;
  message: string | null;
  link: string | null;
  config: Record<string, unknown> | null;
  link_key: string | null;
  next_post: Date | string | null;
}

/**
 * The chat bot posts and commands that reach this broadcaster at `now` (decision 450): they are
 * Active on the campaign, the campaign has not ended, the component is of a chat bot type, ready,
 * not deleted and not ended, and its groups include them (or it has none). With the active version
 * (highest sequence_number), their active tracked link for it, and their next scheduled post.
 */
export async function listBroadcasterChatbotComponents(db: Queryable, broadcasterId: number, now: Date): Promise<BroadcasterChatbotRow[]> {
  return db.query<BroadcasterChatbotRow>(
    `SELECT co.id AS component_id, co.name AS component, co.type, ca.slug AS campaign, ca.name AS campaign_name,
            v.message, v.link, v.config, tl.key AS link_key, cs.next_post
     FROM campaign_statuses s
     JOIN campaigns ca ON ca.id = s.campaign_id
     JOIN components co ON co.campaign_id = s.campaign_id
     LEFT JOIN LATERAL (
       SELECT cv.message, cv.link, cv.config FROM component_versions cv
       WHERE cv.component_id = co.id ORDER BY cv.sequence_number DESC, cv.id DESC LIMIT 1
     ) v ON true
     LEFT JOIN LATERAL (
       SELECT t.key FROM tracking_links t
       WHERE t.broadcaster_id = s.broadcaster_id AND t.component_id = co.id AND t.active ORDER BY t.id DESC LIMIT 1
     ) tl ON true
     LEFT JOIN chatbot_schedule cs ON cs.component_id = co.id AND cs.broadcaster_id = s.broadcaster_id
     WHERE s.broadcaster_id = $1 AND s.status = 'Active'
       AND (ca.end_date IS NULL OR ca.end_date > $2::timestamptz)
       AND co.type IN ('twitch-chat-bot', 'twitch-chat-bot-command')
       AND co.is_ready AND NOT co.is_deleted
       AND (co.end_time IS NULL OR co.end_time > $2::timestamptz)
       AND (
         NOT EXISTS (SELECT 1 FROM label_components lc WHERE lc.component_id = co.id)
         OR EXISTS (
           SELECT 1 FROM label_components lc JOIN label_broadcasters lb ON lb.label_id = lc.label_id
           WHERE lc.component_id = co.id AND lb.broadcaster_id = s.broadcaster_id
         )
       )
     ORDER BY ca.name, ca.slug, co.name, co.id`,
    [broadcasterId, now],
  );
}
