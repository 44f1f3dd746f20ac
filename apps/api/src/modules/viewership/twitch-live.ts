import type { Config } from '../../config.ts';
import { helixAsApp } from '../chatbot/index.ts';
import { ProviderError } from '../social/index.ts';

/** Helix takes at most 100 user ids per streams call. */
export const HELIX_BATCH = 100;

export interface TwitchStream {
  userId: string;
  streamId: string;
  viewers: number;
  game: string | null;
  startedAt: Date | null;
}

/**
 * The live streams of these Twitch users, by user id: Helix `GET /streams?user_id=…&first=100`
 * with the app token (client credentials, cached until it runs out), one call per 100 users.
 * Users not in the answer are offline. Throws ProviderError when Twitch cannot be asked.
 */
export async function twitchLiveStreams(config: Config, userIds: readonly string[]): Promise<Map<string, TwitchStream>> {
  const live = new Map<string, TwitchStream>();
  for (let i = 0; i < userIds.length; i += HELIX_BATCH) {
    const batch = userIds.slice(i, i + HELIX_BATCH);
    const answer = await helixAsApp(config, 'streams', { query: { user_id: batch, first: String(HELIX_BATCH) } });
    if (!Array.isArray(answer.data)) throw new ProviderError('Twitch answered no stream list');
    for (const item of answer.data as Array<Record<string, unknown>>) {
      if (item.type !== undefined && item.type !== 'live') continue;
      const userId = String(item.user_id ?? '');
      const streamId = String(item.id ?? '');
      if (!userId || !streamId) continue;
      const viewers = Number(item.viewer_count);
      live.set(userId, {
        userId,
        streamId,
        viewers: Number.isFinite(viewers) && viewers > 0 ? Math.floor(viewers) : 0,
        game: typeof item.game_name === 'string' && item.game_name ? item.game_name : null,
        startedAt: typeof item.started_at === 'string' ? new Date(item.started_at) : null,
      });
    }
  }
  return live;
}
