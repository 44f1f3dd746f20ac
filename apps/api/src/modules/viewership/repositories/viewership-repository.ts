import type { Queryable } from '../../../db/db.ts';

/** A channel the viewership poll looks at. */
export interface PollTarget {
  broadcasterId: number;
  platform: 'twitch' | 'youtube';
  /** Twitch user id, or the YouTube channel id. */
  providerUserId: string;
  /** social_accounts row (for YouTube token refresh). */
  socialAccountId: number;
  accessToken: string | null;
  refreshToken: string | null;
}

/**
 * The Twitch and YouTube channels of every broadcaster Active on a running campaign (started, not
 * ended) at `now`, plus those the poll last saw live (so going offline, or leaving the campaign,
 * is seen once).
 */
export async function listPollTargets(q: Queryable, now: Date): Promise<PollTarget[]> {
  const rows = await q.query<{
    broadcaster_id: number;
    platform: 'twitch' | 'youtube';
    provider_user_id: string;
    id: number;
    access_token: string | null;
    refresh_token: string | null;
  }>(
    `SELECT DISTINCT ON (sa.user_id, sa.provider) sa.user_id AS broadcaster_id, sa.provider AS platform, sa.provider_user_id, sa.id, sa.access_token, sa.refresh_token
     FROM social_accounts sa JOIN users u ON u.id = sa.user_id AND u.is_active
     WHERE sa.provider IN ('twitch', 'youtube') AND (
       EXISTS (SELECT 1 FROM campaign_statuses cs JOIN campaigns c ON c.id = cs.campaign_id
               WHERE cs.broadcaster_id = sa.user_id AND cs.status = 'Active' AND c.start_date <= $1 AND (c.end_date IS NULL OR c.end_date > $1))
       OR EXISTS (SELECT 1 FROM broadcaster_live_state ls WHERE ls.broadcaster_id = sa.user_id AND ls.platform = sa.provider AND ls.live))
     ORDER BY sa.user_id, sa.provider, sa.linked_at, sa.id`,
    [now.toISOString()],
  );
  return rows.map((r) => ({
    broadcasterId: Number(r.broadcaster_id),
    platform: r.platform,
    providerUserId: r.provider_user_id,
    socialAccountId: Number(r.id),
    accessToken: r.access_token,
    refreshToken: r.refresh_token,
  }));
}

/** What one poll saw of one channel. */
export interface LiveState {
  broadcasterId: number;
  platform: 'twitch' | 'youtube';
  live: boolean;
  streamId: string | null;
  viewers: number;
  game: string | null;
  startedAt: Date | null;
}

/**
 * Stores what the poll saw (broadcaster_live_state) at `checkedAt`; answers the broadcasters whose
 * live flag changed (a channel seen for the first time counts as changed when live).
 */
export async function saveLiveStates(q: Queryable, states: readonly LiveState[], checkedAt: Date): Promise<number[]> {
  if (states.length === 0) return [];
  const rows = states.map((s) => ({
    broadcaster_id: s.broadcasterId,
    platform: s.platform,
    live: s.live,
    stream_id: s.streamId,
    viewers: s.viewers,
    game: s.game,
    started_at: s.startedAt?.toISOString() ?? null,
  }));
  const changed = await q.query<{ broadcaster_id: number }>(
    `WITH x AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(broadcaster_id int, platform text, live boolean, stream_id text, viewers int, game text, started_at timestamptz)
     ),
     before AS (
       SELECT ls.broadcaster_id, ls.platform, ls.live FROM broadcaster_live_state ls JOIN x USING (broadcaster_id, platform) FOR UPDATE OF ls
     ),
     saved AS (
       INSERT INTO broadcaster_live_state (broadcaster_id, platform, live, stream_id, viewers, game, started_at, checked_at)
       SELECT broadcaster_id, platform, live, stream_id, viewers, game, started_at, $2 FROM x
       ON CONFLICT (broadcaster_id, platform) DO UPDATE SET live = EXCLUDED.live, stream_id = EXCLUDED.stream_id, viewers = EXCLUDED.viewers,
         game = EXCLUDED.game, started_at = EXCLUDED.started_at, checked_at = EXCLUDED.checked_at
       RETURNING 1
     )
     SELECT DISTINCT x.broadcaster_id FROM x LEFT JOIN before b USING (broadcaster_id, platform)
     WHERE coalesce(b.live, false) <> x.live ORDER BY 1`,
    [JSON.stringify(rows), checkedAt.toISOString()],
  );
  return changed.map((r) => Number(r.broadcaster_id));
}

/** The poll's last view of a broadcaster's channels (tests, diagnostics). */
export async function liveStatesOf(q: Queryable, broadcasterId: number): Promise<Array<LiveState & { checkedAt: Date }>> {
  const rows = await q.query<{
    platform: 'twitch' | 'youtube';
    live: boolean;
    stream_id: string | null;
    viewers: number;
    game: string | null;
    started_at: Date | null;
    checked_at: Date;
  }>(
    `SELECT platform, live, stream_id, viewers, game, started_at, checked_at FROM broadcaster_live_state WHERE broadcaster_id = $1 ORDER BY platform`,
    [broadcasterId],
  );
  return rows.map((r) => ({
    broadcasterId,
    platform: r.platform,
    live: r.live,
    streamId: r.stream_id,
    viewers: r.viewers,
    game: r.game,
    startedAt: r.started_at ? new Date(r.started_at) : null,
    checkedAt: new Date(r.checked_at),
  }));
}

/** Stores a refreshed provider token pair of a social account (the refresh token only when a new one came). */
export async function storeRefreshedSocialTokens(
  q: Queryable,
  socialAccountId: number,
  accessToken: string,
  refreshToken: string | null,
): Promise<void> {
  await q.query(`UPDATE social_accounts SET access_token = $2, refresh_token = coalesce($3, refresh_token) WHERE id = $1`, [
    socialAccountId,
    accessToken,
    refreshToken,
  ]);
}
