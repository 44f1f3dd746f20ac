import type { Queryable } from '../../../db/db.ts';

/**
 * SQL of broadcaster_actions (migrations 0002, 0007, 0009): the reconciliation's reads and writes
 * and the reads of GET/PATCH broadcaster-actions/.
 */

/** Advisory lock namespace of a campaign's actions and tracked links (any number no other lock uses). */
const ACTIONS_LOCK = 72630;

/**
 * Serialises every writer of one campaign's actions and tracked links until the transaction ends,
 * so two reconciliations never both create the same action. Take it before locking any action row.
 */
export async function lockCampaignActions(tx: Queryable, campaignId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [ACTIONS_LOCK, campaignId]);
}

/** A (broadcaster, component) pair the component reaches, with the component's active version. */
export interface ReachRow {
  broadcaster_id: number;
  component_id: number;
  type: string;
  version_id: number;
  content_id: string;
  link: string | null;
  /** Whether the broadcaster streams on YouTube only (a YouTube account, no Twitch one): panels and the chatbot are Twitch's. */
  youtube_only: boolean;
}

/**
 * Who each component of the campaign reaches at `now` (spec 01 §4, decision 430): the component is
 * not deleted, ready, not ended, of a visible type the campaign offers, and has a version; the
 * broadcaster is Active, or Pending/Flagged/Deactivated/Campaign Ended for `inactiveTypes`; and the
 * component has no labels or shares one with the broadcaster. `youtube_only` says the
 * broadcaster has a YouTube account and no Twitch one (panel banners and the chatbot are Twitch's,
 * decision 821).
 */
export async function reachedPairs(tx: Queryable, campaignId: number, now: Date, inactiveTypes: readonly string[]): Promise<ReachRow[]> {
  return tx.query<ReachRow>(
    `SELECT s.broadcaster_id, co.id AS component_id, co.type, v.id AS version_id, v.content_id, v.link,
       (EXISTS (SELECT 1 FROM social_accounts sa WHERE sa.user_id = s.broadcaster_id AND sa.provider = 'youtube')
        AND NOT EXISTS (SELECT 1 FROM social_accounts sa WHERE sa.user_id = s.broadcaster_id AND sa.provider = 'twitch')) AS youtube_only
     FROM components co
     JOIN component_types ct ON ct.slug = co.type AND NOT ct.is_hidden
     JOIN campaign_component_types cct ON cct.campaign_id = co.campaign_id AND cct.component_type = co.type
     JOIN LATERAL (SELECT id, content_id, link FROM component_versions WHERE component_id = co.id
                   ORDER BY sequence_number DESC, id DESC LIMIT 1) v ON true
     JOIN campaign_statuses s ON s.campaign_id = co.campaign_id
     WHERE co.campaign_id = $1 AND NOT co.is_deleted AND co.is_ready
       AND (co.end_time IS NULL OR co.end_time > $2::timestamptz)
       AND (s.status = 'Active' OR (s.status IN ('Pending', 'Flagged', 'Deactivated', 'Campaign Ended') AND co.type = ANY($3::text[])))
       AND (NOT EXISTS (SELECT 1 FROM label_components lc WHERE lc.component_id = co.id)
            OR EXISTS (SELECT 1 FROM label_components lc JOIN label_broadcasters lb ON lb.label_id = lc.label_id
                       WHERE lc.component_id = co.id AND lb.broadcaster_id = s.broadcaster_id))
     ORDER BY s.broadcaster_id, co.id`,
    [campaignId, now, [...inactiveTypes]],
  );
}

/** An action of the campaign as the reconciliation sees it. */
export interface SyncActionRow {
  id: number;
  type: string;
  broadcaster_id: number;
  component_id: number | null;
  component_version_id: number | null;
  /** content_id of the action's version, null when the version is gone. */
  content_id: string | null;
  completion_time: Date | null;
}

/** Every action of the campaign, open and completed, in completion then id order. */
export async function campaignActions(tx: Queryable, campaignId: number): Promise<SyncActionRow[]> {
  return tx.query<SyncActionRow>(
    `SELECT a.id, a.type, a.broadcaster_id, a.component_id, a.component_version_id, v.content_id, a.completion_time
     FROM broadcaster_actions a LEFT JOIN component_versions v ON v.id = a.component_version_id
     WHERE a.campaign_id = $1
     ORDER BY a.completion_time NULLS LAST, a.id`,
    [campaignId],
  );
}

/** The newest version of each of these components (for a banner-remove whose banner version is gone). */
export async function latestVersionIds(tx: Queryable, componentIds: readonly number[]): Promise<Map<number, number>> {
  if (componentIds.length === 0) return new Map();
  const rows = await tx.query<{ component_id: number; id: number }>(
    `SELECT DISTINCT ON (component_id) component_id, id FROM component_versions WHERE component_id = ANY($1::int[])
     ORDER BY component_id, sequence_number DESC, id DESC`,
    [[...componentIds]],
  );
  return new Map(rows.map((r) => [r.component_id, r.id]));
}

export async function campaignNotifies(tx: Queryable, campaignId: number): Promise<boolean> {
  const [row] = await tx.query<{ action_notifications: boolean }>('SELECT action_notifications FROM campaigns WHERE id = $1', [campaignId]);
  return row?.action_notifications ?? false;
}

export interface NewAction {
  type: string;
  broadcasterId: number;
  componentId: number;
  versionId: number | null;
}

export async function insertActions(
  tx: Queryable,
  campaignId: number,
  actions: readonly NewAction[],
  now: Date,
  notify: boolean,
): Promise<void> {
  for (const a of actions) {
    await tx.query(
      `INSERT INTO broadcaster_actions (type, broadcaster_id, campaign_id, component_id, component_version_id, creation_time, notification)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [a.type, a.broadcasterId, campaignId, a.componentId, a.versionId, now, notify ? 'pending' : null],
    );
  }
}

/** Deletes open actions only: a completed action is history and is never removed. */
export async function deleteOpenActions(tx: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query('DELETE FROM broadcaster_actions WHERE id = ANY($1::int[]) AND completion_time IS NULL', [[...ids]]);
}

/** Points an open action at another version (and component, for chatbot-mod) of the content it asks for. */
export async function retargetOpenAction(tx: Queryable, id: number, componentId: number, versionId: number | null): Promise<void> {
  await tx.query('UPDATE broadcaster_actions SET component_id = $2, component_version_id = $3 WHERE id = $1 AND completion_time IS NULL', [
    id,
    componentId,
    versionId,
  ]);
}

/** An action as GET/PATCH broadcaster-actions/ answer it, before the tracked link is put in. */
export interface ActionReadRow {
  id: number;
  type_slug: string;
  type_name: string;
  component: string;
  component_id: number;
  component_type: string;
  campaign_id: number;
  campaign: string;
  campaign_name: string;
  broadcaster_id: number;
  broadcaster: string;
  creation_time: Date;
  completion_time: Date | null;
  completion_data: Record<string, unknown>;
  version_id: number | null;
  image: string | null;
  link: string | null;
  message: string | null;
  created: Date | null;
  config: Record<string, unknown> | null;
}

// The action's own version, or the component's newest when that version is gone.
const ACTION_SELECT = `SELECT a.id, a.type AS type_slug, t.name AS type_name, co.name AS component, a.component_id, co.type AS component_type,
    a.campaign_id, ca.slug AS campaign, ca.name AS campaign_name, a.broadcaster_id, u.username AS broadcaster,
    a.creation_time, a.completion_time, a.completion_data,
    v.id AS version_id, v.image, v.link, v.message, v.created, v.config
  FROM broadcaster_actions a
  JOIN broadcaster_action_types t ON t.slug = a.type
  JOIN components co ON co.id = a.component_id
  JOIN campaigns ca ON ca.id = a.campaign_id
  JOIN users u ON u.id = a.broadcaster_id
  LEFT JOIN LATERAL (SELECT cv.id, cv.image, cv.link, cv.message, cv.created, cv.config FROM component_versions cv
                     WHERE cv.component_id = a.component_id
                     ORDER BY (cv.id = a.component_version_id) DESC, cv.sequence_number DESC, cv.id DESC LIMIT 1) v ON true`;

/** Actions, newest first, of one broadcaster (any campaign) or of one campaign (any broadcaster), optionally by completion. */
export async function listActions(
  db: Queryable,
  filter: { broadcasterId?: number; campaignSlug?: string; campaignId?: number; completed?: boolean },
): Promise<ActionReadRow[]> {
  return db.query<ActionReadRow>(
    `${ACTION_SELECT}
     WHERE ($1::int IS NULL OR a.broadcaster_id = $1) AND ($2::text IS NULL OR ca.slug = $2) AND ($3::int IS NULL OR a.campaign_id = $3)
       AND ($4::boolean IS NULL OR (a.completion_time IS NOT NULL) = $4)
     ORDER BY a.creation_time DESC, a.id DESC`,
    [filter.broadcasterId ?? null, filter.campaignSlug ?? null, filter.campaignId ?? null, filter.completed ?? null],
  );
}

export async function findAction(db: Queryable, id: number): Promise<ActionReadRow | undefined> {
  const [row] = await db.query<ActionReadRow>(`${ACTION_SELECT} WHERE a.id = $1`, [id]);
  return row;
}

/** Locks the action row for the rest of the transaction; answers whether it is completed, or undefined when gone. */
export async function lockAction(tx: Queryable, id: number): Promise<{ completion_time: Date | null } | undefined> {
  const [row] = await tx.query<{ completion_time: Date | null }>(
    'SELECT completion_time FROM broadcaster_actions WHERE id = $1 FOR UPDATE',
    [id],
  );
  return row;
}

/** Id of the broadcaster's most recently completed action. */
export async function latestCompletedActionId(tx: Queryable, broadcasterId: number): Promise<number | undefined> {
  const [row] = await tx.query<{ id: number }>(
    `SELECT id FROM broadcaster_actions WHERE broadcaster_id = $1 AND completion_time IS NOT NULL
     ORDER BY completion_time DESC, id DESC LIMIT 1`,
    [broadcasterId],
  );
  return row?.id;
}

export async function completeAction(tx: Queryable, id: number, now: Date, data: Record<string, unknown>): Promise<void> {
  await tx.query('UPDATE broadcaster_actions SET completion_time = $2, completion_data = $3 WHERE id = $1', [
    id,
    now,
    JSON.stringify(data),
  ]);
}

/** Back to open: completion time and data cleared, and the post it recorded forgotten (decision 435). */
export async function reopenAction(tx: Queryable, id: number): Promise<void> {
  await tx.query(`UPDATE broadcaster_actions SET completion_time = NULL, completion_data = '{}' WHERE id = $1`, [id]);
  await tx.query('DELETE FROM social_posts WHERE broadcaster_action_id = $1', [id]);
}

export async function insertSocialPost(
  tx: Queryable,
  post: {
    actionId: number;
    broadcasterId: number;
    campaignId: number;
    componentId: number;
    kind: 'tweet' | 'retweet';
    tweetUrl: string;
    postedAt: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO social_posts (broadcaster_action_id, broadcaster_id, campaign_id, component_id, kind, tweet_url, posted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [post.actionId, post.broadcasterId, post.campaignId, post.componentId, post.kind, post.tweetUrl, post.postedAt],
  );
}

/** The broadcaster's connected Twitter account with its OAuth 1.0a user credentials. */
export interface TwitterCredentials {
  provider_user_id: string;
  login: string;
  access_token: string | null;
  token_secret: string | null;
}

export async function twitterCredentials(db: Queryable, userId: number): Promise<TwitterCredentials | undefined> {
  const [row] = await db.query<TwitterCredentials>(
    `SELECT provider_user_id, login, access_token, token_secret FROM social_accounts WHERE user_id = $1 AND provider = 'twitter'
     ORDER BY linked_at DESC, id DESC LIMIT 1`,
    [userId],
  );
  return row;
}
