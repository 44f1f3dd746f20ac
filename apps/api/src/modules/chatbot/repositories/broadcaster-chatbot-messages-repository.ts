import type { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';
import type { Queryable } from '../../../db/db.ts';
import { chatbotChannelStateSql, chatbotComponentReaches, chatbotVersionLinkAndScheduleJoins } from './chatbot-reach-sql.ts';

/** A chatbot component reaching a broadcaster, with its active version and their schedule. */
export interface BroadcasterChatbotRow {
  component_id: number;
  component: string;
  type: typeof COMPONENT_TYPE.chatBot | typeof COMPONENT_TYPE.chatBotCommand;
  campaign: string;
  campaign_name: string;
  message: string | null;
  link: string | null;
  config: Record<string, unknown> | null;
  link_key: string | null;
  next_post: Date | string | null;
  start_time: Date | string | null;
  /** The channel is live on Twitch (decision 704). */
  is_live: boolean;
  /** Human chat lines since the bot's last post in the channel. */
  human_messages: number;
}

/**
 * The chat bot posts and commands that reach this broadcaster at `now` (decision 450): they are
 * Active on the campaign, the campaign has not ended, the component is of a chat bot type, ready,
 * not deleted and not ended, and its groups include them (or it has none). With the active version
 * (highest sequence_number), their active tracked link for it, their next scheduled post and what
 * it waits on (the channel live, its chat lines).
 */
export async function listBroadcasterChatbotComponents(db: Queryable, broadcasterId: number, now: Date): Promise<BroadcasterChatbotRow[]> {
  return db.query<BroadcasterChatbotRow>(
    `SELECT co.id AS component_id, co.name AS component, co.type, ca.slug AS campaign, ca.name AS campaign_name,
            v.message, v.link, v.config, tl.key AS link_key, cs.next_post, co.start_time,
            ${chatbotChannelStateSql('s.broadcaster_id', '$2')}
     FROM campaign_statuses s
     JOIN campaigns ca ON ca.id = s.campaign_id
     JOIN components co ON co.campaign_id = s.campaign_id
     ${chatbotVersionLinkAndScheduleJoins}
     WHERE s.broadcaster_id = $1 AND s.status = 'Active'
       AND (ca.end_date IS NULL OR ca.end_date > $2::timestamptz)
       AND ${chatbotComponentReaches('$2')}
     ORDER BY ca.name, ca.slug, co.name, co.id`,
    [broadcasterId, now],
  );
}
