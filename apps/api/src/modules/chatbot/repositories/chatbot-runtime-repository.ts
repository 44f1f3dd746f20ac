import type { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';
import type { Queryable } from '../../../db/db.ts';
import { isLiveSql } from '../../shared/index.ts';
import { chatbotComponentReaches, chatbotVersionLinkAndScheduleJoins } from './chatbot-reach-sql.ts';

/** A chatbot account with what posting as it needs. */
export interface ChatbotCredentials {
  id: number;
  login: string;
  is_default: boolean;
  twitch_user_id: string | null;
  access_token: string | null;
  refresh_token: string | null;
  token_expires_at: Date | string | null;
  connection: string | null;
}

/** One chat bot component (post or command) reaching one broadcaster's Twitch channel. */
export interface ChatbotPairRow {
  component_id: number;
  type: typeof COMPONENT_TYPE.chatBot | typeof COMPONENT_TYPE.chatBotCommand;
  campaign_id: number;
  broadcaster_id: number;
  channel: string;
  broadcaster_twitch_id: string;
  chatbot_account_id: number;
  message: string | null;
  link: string | null;
  config: Record<string, unknown> | null;
  link_key: string | null;
  start_time: Date | string | null;
  next_post: Date | string | null;
  /** A viewership sample in the last minutes (the channel's is_live). */
  is_live: boolean;
}

const twitchAccount = (userCol: string) =>
  `(SELECT sa.%s FROM social_accounts sa WHERE sa.user_id = ${userCol} AND sa.provider = 'twitch' ORDER BY sa.linked_at, sa.id LIMIT 1)`;
const twitchLogin = (userCol: string) => twitchAccount(userCol).replace('%s', 'login');
const twitchId = (userCol: string) => twitchAccount(userCol).replace('%s', 'provider_user_id');
const defaultAccount = `(SELECT id FROM chatbot_accounts WHERE is_default)`;
const campaignChatbot = `coalesce(ca.twitch_chatbot_account_id, t.default_chatbot_id, ${defaultAccount})`;
const liveNow = (nowParam: string) => isLiveSql('s.broadcaster_id', nowParam, 'twitch');

/**
 * Every chat bot component reaching a broadcaster's Twitch channel (the reach rules of actions and
 * links): Active on a started, not ended campaign; the component a chat bot type, ready, not deleted,
 * not ended; groups match or none. Not yet started components are included (their schedule starts
 * at start_time); `broadcasterId` narrows to one channel.
 */
export async function listChatbotPairs(q: Queryable, now: Date, broadcasterId: number | null = null): Promise<ChatbotPairRow[]> {
  return q.query<ChatbotPairRow>(
    `SELECT co.id AS component_id, co.type, ca.id AS campaign_id, s.broadcaster_id,
            ${twitchLogin('s.broadcaster_id')} AS channel, ${twitchId('s.broadcaster_id')} AS broadcaster_twitch_id,
            ${campaignChatbot} AS chatbot_account_id, v.message, v.link, v.config, tl.key AS link_key,
            co.start_time, cs.next_post, ${liveNow('$1')} AS is_live
     FROM campaign_statuses s
     JOIN campaigns ca ON ca.id = s.campaign_id LEFT JOIN teams t ON t.id = ca.team_id
     JOIN users u ON u.id = s.broadcaster_id AND u.is_active
     JOIN components co ON co.campaign_id = s.campaign_id
     ${chatbotVersionLinkAndScheduleJoins}
     WHERE s.status = 'Active' AND ($2::integer IS NULL OR s.broadcaster_id = $2)
       AND ca.start_date <= $1::timestamptz AND (ca.end_date IS NULL OR ca.end_date > $1::timestamptz)
       AND ${twitchId('s.broadcaster_id')} IS NOT NULL
       AND ${chatbotComponentReaches('$1')}
     ORDER BY s.broadcaster_id, co.id`,
    [now, broadcasterId],
  );
}

/** Adds the schedule rows given (component, broadcaster, next_post); an existing row is kept. */
export async function insertScheduleRows(
  q: Queryable,
  rows: Array<{ componentId: number; broadcasterId: number; nextPost: Date }>,
): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO chatbot_schedule (component_id, broadcaster_id, next_post)
     SELECT * FROM unnest($1::integer[], $2::integer[], $3::timestamptz[])
     ON CONFLICT (component_id, broadcaster_id) DO NOTHING`,
    [rows.map((r) => r.componentId), rows.map((r) => r.broadcasterId), rows.map((r) => r.nextPost.toISOString())],
  );
}

/** Removes every schedule row that is not one of the given (component, broadcaster) pairs. */
export async function deleteScheduleExcept(q: Queryable, keep: Array<{ componentId: number; broadcasterId: number }>): Promise<void> {
  await q.query(
    `DELETE FROM chatbot_schedule s
     WHERE NOT EXISTS (SELECT 1 FROM unnest($1::integer[], $2::integer[]) k(c, b) WHERE k.c = s.component_id AND k.b = s.broadcaster_id)`,
    [keep.map((k) => k.componentId), keep.map((k) => k.broadcasterId)],
  );
}

export async function setNextPost(q: Queryable, componentId: number, broadcasterId: number, nextPost: Date): Promise<void> {
  await q.query('UPDATE chatbot_schedule SET next_post = $3 WHERE component_id = $1 AND broadcaster_id = $2', [
    componentId,
    broadcasterId,
    nextPost,
  ]);
}

/** Human chat messages in each channel since the bot's last timed post there. */
export async function humanMessageCounts(q: Queryable, broadcasterIds: number[]): Promise<Map<number, number>> {
  const rows = await q.query<{ broadcaster_id: number; human_messages: number }>(
    'SELECT broadcaster_id, human_messages FROM chatbot_chat_activity WHERE broadcaster_id = ANY($1::integer[])',
    [broadcasterIds],
  );
  return new Map(rows.map((r) => [r.broadcaster_id, Number(r.human_messages)]));
}

export async function addHumanMessage(q: Queryable, broadcasterId: number, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO chatbot_chat_activity (broadcaster_id, human_messages, last_message_at) VALUES ($1, 1, $2)
     ON CONFLICT (broadcaster_id) DO UPDATE SET human_messages = chatbot_chat_activity.human_messages + 1, last_message_at = $2`,
    [broadcasterId, now],
  );
}

/** After a timed post: the count starts again from zero. */
export async function resetAfterPost(q: Queryable, broadcasterId: number, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO chatbot_chat_activity (broadcaster_id, human_messages, last_post_at) VALUES ($1, 0, $2)
     ON CONFLICT (broadcaster_id) DO UPDATE SET human_messages = 0, last_post_at = $2`,
    [broadcasterId, now],
  );
}

/** Takes the channel's command slot when the last answer is at least `cooldownSeconds` old; answers whether it did. */
export async function claimCommandSlot(q: Queryable, broadcasterId: number, now: Date, cooldownSeconds: number): Promise<boolean> {
  await q.query('INSERT INTO chatbot_chat_activity (broadcaster_id) VALUES ($1) ON CONFLICT (broadcaster_id) DO NOTHING', [broadcasterId]);
  const rows = await q.query(
    `UPDATE chatbot_chat_activity SET last_command_at = $2
     WHERE broadcaster_id = $1 AND (last_command_at IS NULL OR last_command_at <= $2::timestamptz - make_interval(secs => $3))
     RETURNING broadcaster_id`,
    [broadcasterId, now, cooldownSeconds],
  );
  return rows.length > 0;
}

/** Records an EventSub message (or chat message) id; false when it was seen before. Forgets ids older than a day. */
export async function markSeen(q: Queryable, id: string, now: Date): Promise<boolean> {
  await q.query("DELETE FROM chatbot_eventsub_seen WHERE seen_at < $1::timestamptz - interval '1 day'", [now]);
  const rows = await q.query('INSERT INTO chatbot_eventsub_seen (id, seen_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id', [
    id,
    now,
  ]);
  return rows.length > 0;
}

/** The broadcaster whose Twitch channel has this Twitch user id. */
export async function broadcasterByTwitchId(q: Queryable, twitchUserId: string): Promise<number | undefined> {
  const rows = await q.query<{ user_id: number }>(
    `SELECT sa.user_id FROM social_accounts sa JOIN users u ON u.id = sa.user_id AND u.user_type = 3
     WHERE sa.provider = 'twitch' AND sa.provider_user_id = $1 ORDER BY sa.id LIMIT 1`,
    [twitchUserId],
  );
  return rows[0]?.user_id;
}

/** Whether this chatter is one of the chatbot accounts (by Twitch id or login). */
export async function isChatbotAccount(q: Queryable, twitchUserId: string, login: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM chatbot_accounts WHERE twitch_user_id = $1 OR lower(login) = lower($2) LIMIT 1', [
    twitchUserId,
    login,
  ]);
  return rows.length > 0;
}

const credentialColumns = 'id, login, is_default, twitch_user_id, access_token, refresh_token, token_expires_at, connection';

export async function chatbotCredentials(q: Queryable, accountId: number): Promise<ChatbotCredentials | undefined> {
  const rows = await q.query<ChatbotCredentials>(`SELECT ${credentialColumns} FROM chatbot_accounts WHERE id = $1`, [accountId]);
  return rows[0];
}

export async function setChatbotTwitchId(q: Queryable, accountId: number, twitchUserId: string): Promise<void> {
  await q.query('UPDATE chatbot_accounts SET twitch_user_id = $2 WHERE id = $1 AND twitch_user_id IS NULL', [accountId, twitchUserId]);
}

/**
 * Stores refreshed tokens only when the refresh token is still the one refreshed (another process
 * may have refreshed first); answers whether it stored them.
 */
export async function storeRefreshedChatbotTokens(
  q: Queryable,
  accountId: number,
  oldRefreshToken: string,
  tokens: { accessToken: string; refreshToken: string; expiresAt: Date | null },
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE chatbot_accounts SET access_token = $3, refresh_token = $4, token_expires_at = $5, connection = 'up'
     WHERE id = $1 AND refresh_token = $2 RETURNING id`,
    [accountId, oldRefreshToken, tokens.accessToken, tokens.refreshToken, tokens.expiresAt],
  );
  return rows.length > 0;
}

/**
 * The chatbot's connection ('up' or 'down') on the account and on every campaign posting as it
 * (the console's chatbot status reads the campaign's).
 */
export async function setChatbotConnection(q: Queryable, accountId: number, connection: 'up' | 'down'): Promise<void> {
  await q.query('UPDATE chatbot_accounts SET connection = $2 WHERE id = $1', [accountId, connection]);
  await q.query(
    `UPDATE campaigns ca SET twitch_chatbot_connection = $2
     FROM campaigns c LEFT JOIN teams t ON t.id = c.team_id
     WHERE ca.id = c.id AND coalesce(c.twitch_chatbot_account_id, t.default_chatbot_id, ${defaultAccount}) = $1
       AND ca.twitch_chatbot_connection IS DISTINCT FROM $2`,
    [accountId, connection],
  );
}

/** One chatbot post, delivered or failed. */
export interface ChatbotPostRecord {
  campaignId: number | null;
  componentId: number | null;
  broadcasterId: number;
  chatbotAccountId: number | null;
  channel: string;
  message: string;
  postedAt: Date;
  succeeded: boolean;
  error: string | null;
}

export async function insertChatbotPost(q: Queryable, p: ChatbotPostRecord): Promise<void> {
  await q.query(
    `INSERT INTO chatbot_posts (campaign_id, component_id, broadcaster_id, chatbot_account_id, channel, message, posted_at, succeeded, error)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [p.campaignId, p.componentId, p.broadcasterId, p.chatbotAccountId, p.channel, p.message, p.postedAt, p.succeeded, p.error],
  );
}

/** A queued post (decision 334) claimed for delivery. */
export interface QueuedPostRow {
  id: number;
  broadcaster_id: number | null;
  chatbot_account_id: number | null;
  channel: string;
  message: string;
  broadcaster_twitch_id: string | null;
}

/** Error text of a queued post while it is being delivered. */
export const SENDING = 'sending';

/**
 * Claims up to `limit` waiting posts (succeeded false, no error) by marking them 'sending', so two
 * workers never deliver one twice; `finishQueuedPost` records the outcome.
 */
export async function claimQueuedPosts(q: Queryable, limit: number): Promise<QueuedPostRow[]> {
  return q.query<QueuedPostRow>(
    `UPDATE chatbot_posts p SET error = '${SENDING}'
     WHERE p.id IN (SELECT id FROM chatbot_posts WHERE NOT succeeded AND error IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING p.id, p.broadcaster_id, p.chatbot_account_id, p.channel, p.message,
       (SELECT sa.provider_user_id FROM social_accounts sa WHERE sa.user_id = p.broadcaster_id AND sa.provider = 'twitch' AND lower(sa.login) = lower(p.channel) LIMIT 1) AS broadcaster_twitch_id`,
    [limit],
  );
}

export async function finishQueuedPost(q: Queryable, id: number, postedAt: Date, error: string | null): Promise<void> {
  await q.query('UPDATE chatbot_posts SET posted_at = $2, succeeded = $3, error = $4 WHERE id = $1', [id, postedAt, error === null, error]);
}

/** A channel.chat.message subscription as stored. */
export interface SubscriptionRow {
  broadcaster_twitch_id: string;
  bot_twitch_id: string;
  subscription_id: string | null;
  status: string;
}

export async function listSubscriptions(q: Queryable): Promise<SubscriptionRow[]> {
  return q.query<SubscriptionRow>(
    'SELECT broadcaster_twitch_id, bot_twitch_id, subscription_id, status FROM chatbot_eventsub_subscriptions',
  );
}

export async function saveSubscription(q: Queryable, row: SubscriptionRow, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO chatbot_eventsub_subscriptions (broadcaster_twitch_id, bot_twitch_id, subscription_id, status, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (broadcaster_twitch_id, bot_twitch_id) DO UPDATE SET subscription_id = coalesce(EXCLUDED.subscription_id, chatbot_eventsub_subscriptions.subscription_id),
       -- a verification that arrived before the creation answer is not undone by it
       status = CASE WHEN chatbot_eventsub_subscriptions.status = 'enabled' AND EXCLUDED.status = 'webhook_callback_verification_pending'
                      AND chatbot_eventsub_subscriptions.subscription_id IS NOT DISTINCT FROM EXCLUDED.subscription_id
                     THEN 'enabled' ELSE EXCLUDED.status END`,
    [row.broadcaster_twitch_id, row.bot_twitch_id, row.subscription_id, row.status, now],
  );
}

export async function setSubscriptionStatus(q: Queryable, subscriptionId: string, status: string): Promise<void> {
  await q.query('UPDATE chatbot_eventsub_subscriptions SET status = $2 WHERE subscription_id = $1', [subscriptionId, status]);
}

/** One Active broadcaster of a campaign offering chat bot components, with the campaign's chatbot. */
export interface ModCheckRow {
  campaign_id: number;
  broadcaster_id: number;
  channel: string | null;
  broadcaster_twitch_id: string | null;
  broadcaster_token: string | null;
  chatbot_account_id: number;
}

/**
 * The (campaign, broadcaster) pairs whose chatbot moderator status is kept: Active broadcasters of
 * running campaigns with a ready chat bot component. One campaign, or (null) those whose status
 * is missing or older than `staleBefore`.
 */
export async function listModCheckPairs(q: Queryable, campaignId: number | null, now: Date, staleBefore: Date): Promise<ModCheckRow[]> {
  return q.query<ModCheckRow>(
    `SELECT ca.id AS campaign_id, s.broadcaster_id, ${twitchLogin('s.broadcaster_id')} AS channel,
            ${twitchId('s.broadcaster_id')} AS broadcaster_twitch_id, ${twitchAccount('s.broadcaster_id').replace('%s', 'access_token')} AS broadcaster_token,
            ${campaignChatbot} AS chatbot_account_id
     FROM campaign_statuses s
     JOIN campaigns ca ON ca.id = s.campaign_id LEFT JOIN teams t ON t.id = ca.team_id
     LEFT JOIN chatbot_mod_statuses m ON m.campaign_id = ca.id AND m.broadcaster_id = s.broadcaster_id
     WHERE s.status = 'Active' AND ca.start_date <= $2 AND (ca.end_date IS NULL OR ca.end_date > $2)
       AND ($1::integer IS NULL OR ca.id = $1)
       AND ($1::integer IS NOT NULL OR m.checked_at IS NULL OR m.checked_at < $3)
       AND EXISTS (SELECT 1 FROM components co WHERE co.campaign_id = ca.id AND co.type IN ('twitch-chat-bot', 'twitch-chat-bot-command')
                   AND co.is_ready AND NOT co.is_deleted)
       -- The chatbot is Twitch's: a broadcaster on YouTube only has no channel to check (decision 821).
       AND NOT (EXISTS (SELECT 1 FROM social_accounts sa WHERE sa.user_id = s.broadcaster_id AND sa.provider = 'youtube')
                AND NOT EXISTS (SELECT 1 FROM social_accounts sa WHERE sa.user_id = s.broadcaster_id AND sa.provider = 'twitch'))
     ORDER BY ca.id, s.broadcaster_id`,
    [campaignId, now, staleBefore],
  );
}

export async function saveModStatus(
  q: Queryable,
  row: { campaignId: number; broadcasterId: number; status: 'Modded' | 'Not Modded' | "Can't Connect"; modChannel: string | null },
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO chatbot_mod_statuses (campaign_id, broadcaster_id, status, mod_channel, checked_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (campaign_id, broadcaster_id) DO UPDATE SET status = EXCLUDED.status, mod_channel = EXCLUDED.mod_channel, checked_at = EXCLUDED.checked_at`,
    [row.campaignId, row.broadcasterId, row.status, row.modChannel, now],
  );
}

/** Stores a broadcaster's refreshed Twitch tokens (compare-and-set on the refresh token). */
export async function storeRefreshedSocialTokens(
  q: Queryable,
  userId: number,
  oldAccessToken: string,
  tokens: { accessToken: string; refreshToken: string; expiresAt: Date | null },
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE social_accounts SET access_token = $3, refresh_token = $4, token_expires_at = $5
     WHERE user_id = $1 AND provider = 'twitch' AND access_token = $2 RETURNING id`,
    [userId, oldAccessToken, tokens.accessToken, tokens.refreshToken, tokens.expiresAt],
  );
  return rows.length > 0;
}

export async function socialRefreshToken(q: Queryable, userId: number): Promise<string | null> {
  const rows = await q.query<{ refresh_token: string | null }>(
    "SELECT refresh_token FROM social_accounts WHERE user_id = $1 AND provider = 'twitch' ORDER BY linked_at, id LIMIT 1",
    [userId],
  );
  return rows[0]?.refresh_token ?? null;
}

/** The default chatbot account ('advogg'). */
export async function defaultChatbotAccountId(q: Queryable): Promise<number> {
  const [row] = await q.query<{ id: number }>('SELECT id FROM chatbot_accounts WHERE is_default');
  return row.id;
}
