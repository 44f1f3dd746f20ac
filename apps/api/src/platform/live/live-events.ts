import type { Queryable } from '../../db/db.ts';
import { LIVE_CHANNEL, notifyChannel } from './repositories/notify-repository.ts';

export { LIVE_CHANNEL };

/**
 * What open overlays (`GET /browsersource/{username}/`) must react to (issue 8, ARCHITECTURE §6).
 * Published inside the writing transaction with `pg_notify`, so an event goes out only when the
 * change commits, on PGlite and on a PostgreSQL server alike; every API process LISTENs on
 * LIVE_CHANNEL and fans the events out to its own overlay connections.
 *
 * - campaign: something about the campaign's live graphics, settings or reach changed; every
 *   overlay of a broadcaster on the campaign resyncs its state.
 * - broadcaster: something about one broadcaster changed (status, groups, positions, profile).
 * - video / test-pattern: play this queued request now.
 * - activity: the campaign's counted clicks, conversions or graphic displays grew, those of the
 *   broadcasters named (the live panels, decisions 790 and 854; overlays never hear of it). Without
 *   `broadcasterIds` (more than fit a notification) it concerns any broadcaster of the campaign.
 * - viewership: a viewership poll stored samples (viewer counts, games); the live panels only.
 */
export type LiveEvent =
  | { type: 'campaign'; campaignId: number }
  | { type: 'broadcaster'; broadcasterId: number }
  | { type: 'video'; broadcasterId: number; triggerId: number }
  | { type: 'test-pattern'; broadcasterId: number; patternId: number }
  | { type: 'activity'; campaignId: number; broadcasterIds?: number[] }
  | { type: 'viewership' };

/** Broadcasters an activity event names at most: beyond, it names none (a notification holds 8,000 bytes). */
export const ACTIVITY_EVENT_BROADCASTERS = 500;

/** The activity event of a campaign's broadcasters (decision 854). */
export function activityEvent(campaignId: number, broadcasterIds: readonly number[]): LiveEvent {
  return broadcasterIds.length > 0 && broadcasterIds.length <= ACTIVITY_EVENT_BROADCASTERS
    ? { type: 'activity', campaignId, broadcasterIds: [...broadcasterIds] }
    : { type: 'activity', campaignId };
}

/** Queues `event` for delivery when the surrounding transaction commits (at once outside one). */
export async function publishLive(q: Queryable, event: LiveEvent): Promise<void> {
  await notifyChannel(q, LIVE_CHANNEL, JSON.stringify(event));
}

/** Parses a notification payload; undefined for anything that is not a LiveEvent. */
export function parseLiveEvent(payload: string): LiveEvent | undefined {
  try {
    const event = JSON.parse(payload) as Partial<LiveEvent> & Record<string, unknown>;
    const isId = (v: unknown) => Number.isInteger(v) && (v as number) > 0;
    switch (event.type) {
      case 'campaign':
        return isId(event.campaignId) ? { type: 'campaign', campaignId: event.campaignId as number } : undefined;
      case 'broadcaster':
        return isId(event.broadcasterId) ? { type: 'broadcaster', broadcasterId: event.broadcasterId as number } : undefined;
      case 'video':
        return isId(event.broadcasterId) && isId(event.triggerId)
          ? { type: 'video', broadcasterId: event.broadcasterId as number, triggerId: event.triggerId as number }
          : undefined;
      case 'activity': {
        if (!isId(event.campaignId)) return undefined;
        const ids = event.broadcasterIds;
        return Array.isArray(ids) && ids.length > 0 && ids.every(isId)
          ? activityEvent(event.campaignId as number, ids as number[])
          : { type: 'activity', campaignId: event.campaignId as number };
      }
      case 'viewership':
        return { type: 'viewership' };
      case 'test-pattern':
        return isId(event.broadcasterId) && isId(event.patternId)
          ? { type: 'test-pattern', broadcasterId: event.broadcasterId as number, patternId: event.patternId as number }
          : undefined;
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}
