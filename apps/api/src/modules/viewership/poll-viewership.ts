import type { Config } from '../../config.ts';
import type { AppContext } from '../../context/app-context.ts';
import type { Queryable } from '../../db/db.ts';
import { recordViewershipSamples } from '../events/index.ts';
import type { ViewershipSample } from '../events/index.ts';
import { listPollTargets, saveLiveStates } from './repositories/viewership-repository.ts';
import type { LiveState } from './repositories/viewership-repository.ts';
import type { JobHandler } from '../../platform/jobs/job-types.ts';
import { publishLive } from '../../platform/live/live-events.ts';
import { twitchLiveStreams } from './twitch-live.ts';
import { youtubeLiveStream } from './youtube-live.ts';

export interface PollResult {
  polled: number;
  live: number;
  /** Channels whose state could not be read this time (YouTube token refused, API error); left as they were. */
  unknown: number;
}

/**
 * One viewership poll (issue 8): the live state, viewer count and game of every broadcaster on an
 * active campaign — Twitch through Helix streams (one call per 100 channels, app token), YouTube
 * through the owner's live broadcast — stored as samples standing for the poll interval, rolled up
 * in the same statement, and the live state saved, all in one transaction with the job's done mark.
 * A broadcaster whose live flag flipped gets a `broadcaster` live event (overlays count impressions
 * only while live), and stored samples a `viewership` one (the live panels). Twitch being unreachable fails the poll (the next tick tries again).
 */
export async function pollViewership(ctx: AppContext, complete?: (tx: Queryable) => Promise<void>): Promise<PollResult> {
  const now = ctx.now();
  const interval = ctx.config.VIEWERSHIP_POLL_SECONDS;
  const targets = await listPollTargets(ctx.db, now);
  const twitch = targets.filter((t) => t.platform === 'twitch');
  const streams = twitch.length
    ? await twitchLiveStreams(
        ctx.config,
        twitch.map((t) => t.providerUserId),
      )
    : new Map();
  const states: LiveState[] = twitch.map((t) => {
    const s = streams.get(t.providerUserId);
    return {
      broadcasterId: t.broadcasterId,
      platform: 'twitch',
      live: !!s,
      streamId: s?.streamId ?? null,
      viewers: s?.viewers ?? 0,
      game: s?.game ?? null,
      startedAt: s?.startedAt ?? null,
    };
  });
  let unknown = 0;
  for (const t of targets.filter((x) => x.platform === 'youtube')) {
    try {
      const s = await youtubeLiveStream(ctx, t);
      states.push({
        broadcasterId: t.broadcasterId,
        platform: 'youtube',
        live: !!s,
        streamId: s?.streamId ?? null,
        viewers: s?.viewers ?? 0,
        game: null,
        startedAt: s?.startedAt ?? null,
      });
    } catch {
      unknown += 1;
    }
  }
  const samples: ViewershipSample[] = states
    .filter((s) => s.live && s.streamId)
    .map((s) => ({
      time: now,
      broadcasterId: s.broadcasterId,
      platform: s.platform,
      streamId: s.streamId as string,
      viewers: s.viewers,
      game: s.game,
      intervalSeconds: interval,
    }));
  await ctx.db.transaction(async (tx) => {
    await recordViewershipSamples(tx, samples);
    const flipped = await saveLiveStates(tx, states, now);
    for (const broadcasterId of flipped) await publishLive(tx, { type: 'broadcaster', broadcasterId });
    // New viewer counts and games for the live panels (decision 790); nothing when nobody is live.
    if (samples.length > 0) await publishLive(tx, { type: 'viewership' });
    await complete?.(tx);
  });
  return { polled: states.length + unknown, live: samples.length, unknown };
}

/** Job 'viewership.poll' (every VIEWERSHIP_POLL_SECONDS). */
export const pollViewershipJob: JobHandler = async (ctx, _payload, job) => {
  await pollViewership(ctx, (tx) => job.complete(tx));
};

/** The poll's cron pattern for VIEWERSHIP_POLL_SECONDS: every minute by default, seconds-based below a minute. */
export function viewershipCron(config: Config): string {
  const seconds = config.VIEWERSHIP_POLL_SECONDS;
  if (seconds < 60) return `*/${seconds} * * * * *`;
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
}
