import type { Queryable } from '../../../db/db.ts';
import { chatbotChannelStateSql } from './chatbot-reach-sql.ts';

export interface NextChatbotPostRow {
  username: string;
  next_post: Date | string;
  start_time: Date | string | null;
  component: number;
  component_name: string;
  campaign: string;
  campaign_name: string;
  /** The channel is live on Twitch (decision 704). */
  is_live: boolean;
  /** Human chat lines since the bot's last post in the channel. */
  human_messages: number;
}

/** The stored chatbot schedule (components not deleted), by due time; one campaign or every campaign; with each channel's state at `now`. */
export async function listNextChatbotPosts(q: Queryable, now: Date, campaignId?: number): Promise<NextChatbotPostRow[]> {
  return q.query<NextChatbotPostRow>(
    `SELECT u.username, s.next_post, co.start_time, co.id AS component, co.name AS component_name, ca.slug AS campaign, ca.name AS campaign_name,
            ${chatbotChannelStateSql('s.broadcaster_id', '$2')}
     FROM chatbot_schedule s JOIN components co ON co.id = s.component_id JOIN campaigns ca ON ca.id = co.campaign_id
       JOIN users u ON u.id = s.broadcaster_id
     WHERE NOT co.is_deleted AND ($1::integer IS NULL OR co.campaign_id = $1)
     ORDER BY s.next_post, lower(u.username), co.id`,
    [campaignId ?? null, now],
  );
}
