import type { AppContext } from '../../context/app-context.ts';
import { storeRefreshedSocialTokens } from './repositories/viewership-repository.ts';
import type { PollTarget } from './repositories/viewership-repository.ts';
import { optionalString, ProviderError, providerJson, requiredString } from '../social/index.ts';

export interface YouTubeStream {
  streamId: string;
  viewers: number;
  startedAt: Date | null;
}

/** The channel's token was refused and could not be refreshed: its live state is unknown. */
export class YouTubeTokenError extends Error {}

const api = (ctx: AppContext, path: string) => `${ctx.config.YOUTUBE_API_URL.replace(/\/+$/, '')}/${path}`;

async function refreshed(ctx: AppContext, target: PollTarget): Promise<string> {
  if (!target.refreshToken) throw new YouTubeTokenError('no refresh token');
  let answer: Record<string, unknown>;
  try {
    answer = await providerJson(ctx.config.GOOGLE_TOKEN_URL, {
      form: {
        client_id: ctx.config.GOOGLE_CLIENT_ID,
        client_secret: ctx.config.GOOGLE_CLIENT_SECRET,
        grant_type: 'refresh_token',
        refresh_token: target.refreshToken,
      },
    });
  } catch (error) {
    if (error instanceof ProviderError && (error.status === 400 || error.status === 401)) throw new YouTubeTokenError('refresh refused');
    throw error;
  }
  const accessToken = requiredString(answer, 'access_token');
  const refreshToken = optionalString(answer, 'refresh_token') ?? null;
  await storeRefreshedSocialTokens(ctx.db, target.socialAccountId, accessToken, refreshToken);
  target.accessToken = accessToken;
  if (refreshToken) target.refreshToken = refreshToken;
  return accessToken;
}

/** A YouTube Data API call with the channel owner's token, refreshed once when refused (401). */
async function asOwner(ctx: AppContext, target: PollTarget, path: string): Promise<Record<string, unknown>> {
  const call = (token: string) => providerJson(api(ctx, path), { headers: { authorization: `Bearer ${token}` } });
  if (!target.accessToken) return call(await refreshed(ctx, target));
  try {
    return await call(target.accessToken);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status !== 401) throw error;
    return call(await refreshed(ctx, target));
  }
}

/**
 * The channel's live broadcast, or null when it is not live (decision 544): `liveBroadcasts?
 * broadcastStatus=active&mine=true` with the owner's stored Google token (1 quota unit), then
 * `videos?part=liveStreamingDetails&id=…` for its concurrent viewers. YouTube has no game.
 */
export async function youtubeLiveStream(ctx: AppContext, target: PollTarget): Promise<YouTubeStream | null> {
  const broadcasts = await asOwner(ctx, target, 'liveBroadcasts?part=id,snippet,status&broadcastStatus=active&mine=true&maxResults=5');
  const items = Array.isArray(broadcasts.items) ? (broadcasts.items as Array<Record<string, unknown>>) : [];
  const live = items.find((b) => ((b.status ?? {}) as Record<string, unknown>).lifeCycleStatus === 'live') ?? items[0];
  if (!live) return null;
  const id = requiredString(live, 'id');
  const videos = await asOwner(ctx, target, `videos?part=liveStreamingDetails&id=${encodeURIComponent(id)}`);
  const video = (Array.isArray(videos.items) ? (videos.items as Array<Record<string, unknown>>) : []).find((v) => v.id === id);
  const details = (video?.liveStreamingDetails ?? {}) as Record<string, unknown>;
  if (details.actualEndTime) return null;
  const viewers = Number(details.concurrentViewers ?? 0);
  const started =
    optionalString(details, 'actualStartTime') ?? optionalString((live.snippet ?? {}) as Record<string, unknown>, 'actualStartTime');
  return {
    streamId: id,
    viewers: Number.isFinite(viewers) && viewers > 0 ? Math.floor(viewers) : 0,
    startedAt: started ? new Date(started) : null,
  };
}
