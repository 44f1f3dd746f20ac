import type { Queryable } from '../../../db/db.ts';
import { isLiveSql } from '../../shared/index.ts';

/** Where one chatbot post goes. */
export interface PostTarget {
  broadcaster_id: number;
  /** The broadcaster's Twitch login (their chat channel). */
  channel: string;
  campaign_id: number | null;
  chatbot_account_id: number | null;
}

const twitchLogin = `(SELECT sa.login FROM social_accounts sa WHERE sa.user_id = u.id AND sa.provider = 'twitch' ORDER BY sa.linked_at, sa.id LIMIT 1)`;
const isLive = (nowParam: string) => isLiveSql('u.id', nowParam, 'twitch');
const campaignChatbot = `coalesce(c.twitch_chatbot_account_id, t.default_chatbot_id, (SELECT id FROM chatbot_accounts WHERE is_default))`;

/**
 * The live Twitch channels of the Active broadcasters of one running campaign, or (campaignId
 * null) of every running campaign, one post per broadcaster, each with its campaign's chatbot.
 */
export async function liveCampaignTargets(db: Queryable, campaignId: number | null, now: Date): Promise<PostTarget[]> {
  return db.query<PostTarget>(
    `SELECT DISTINCT ON (u.id) u.id AS broadcaster_id, ${twitchLogin} AS channel, c.id AS campaign_id, ${campaignChatbot} AS chatbot_account_id
     FROM campaign_statuses cs
     JOIN campaigns c ON c.id = cs.campaign_id LEFT JOIN teams t ON t.id = c.team_id
     JOIN users u ON u.id = cs.broadcaster_id AND u.is_active
     WHERE cs.status = 'Active' AND ($1::integer IS NULL OR c.id = $1)
       AND c.start_date <= $2 AND (c.end_date IS NULL OR c.end_date > $2)
       AND ${twitchLogin} IS NOT NULL AND ${isLive('$2')}
     ORDER BY u.id, c.id`,
    [campaignId, now],
  );
}

/** The Twitch channel of one broadcaster (by username), or of every live broadcaster (username null). */
export async function channelTargets(db: Queryable, username: string | null, chatbotId: number | null, now: Date): Promise<PostTarget[]> {
  return db.query<PostTarget>(
    `SELECT u.id AS broadcaster_id, ${twitchLogin} AS channel, NULL::integer AS campaign_id, $2::integer AS chatbot_account_id
     FROM users u
     WHERE u.user_type = 3 AND u.is_active AND ${twitchLogin} IS NOT NULL
       AND ($1::text IS NULL OR lower(u.username) = lower($1))
       AND ($1::text IS NOT NULL OR ${isLive('$3')})
     ORDER BY u.id`,
    [username, chatbotId, now],
  );
}

/**
 * Queues the posts for the live-platform worker: a row with succeeded false and no error is
 * waiting to be delivered (decision 334); delivery sets posted_at, succeeded and error.
 */
export async function insertQueuedPosts(db: Queryable, targets: PostTarget[], message: string, now: Date): Promise<void> {
  for (const t of targets) {
    await db.query(
      `INSERT INTO chatbot_posts (campaign_id, broadcaster_id, chatbot_account_id, channel, message, posted_at, succeeded, error)
       VALUES ($1, $2, $3, $4, $5, $6, false, NULL)`,
      [t.campaign_id, t.broadcaster_id, t.chatbot_account_id, t.channel, message, now],
    );
  }
}
