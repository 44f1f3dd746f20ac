import type { Queryable } from '../../../db/db.ts';
import { withinImpressionCapsSql } from '../../overlay/index.ts';

/** A live graphic a broadcaster is eligible to show, with its active version (decision 460). */
export interface EligibleLiveGraphic {
  component_id: number;
  component_name: string;
  is_movable: boolean;
  campaign_id: number;
  campaign_slug: string;
  campaign_name: string;
  /** The campaign keeps its own rotation (spec 01 §3 Campaign independent_live_graphics). */
  independent_live_graphics: boolean;
  /** The active version: the one with the highest sequence_number. */
  version_id: number;
  /** The active version's image or video address. */
  image: string;
  link: string | null;
  /** Config keys of the active version (duration, rotation_delay, ...). */
  config: Record<string, unknown>;
}

/**
 * The live graphics `broadcasterId` is eligible for at `now` (decision 460), for the stream preview's
 * rotations and the browser source overlay (issue 8):
 * - the broadcaster is Active on the campaign (inactive broadcasters get no live graphics, spec 02 §2),
 *   and the campaign is running (started, not ended);
 * - the component is of type live-graphics, ready, not deleted, started (start_time null or past) and
 *   not ended (end_time null or future);
 * - groups match: the component has no labels, or shares a label with the broadcaster;
 * - its active version (highest sequence_number) has an image.
 * - neither it nor its campaign is over a daily impression cap or impression cutoff (decision 510).
 * Ordered by campaign name, then component id, so every reader rotates in the same order.
 */
export async function eligibleLiveGraphics(q: Queryable, broadcasterId: number, now: Date): Promise<EligibleLiveGraphic[]> {
  return eligibleLiveGraphicsOf(q, [broadcasterId], now);
}

/**
 * The live graphics `broadcasterId` could have started showing at `start` (a display report,
 * decision 700): as `eligibleLiveGraphics` at `start`, except that a component deactivated (deleted)
 * or a broadcaster deactivated or flagged on the campaign after `start` still counts; the showing
 * began while both were active. Deactivations are read from the rows' `updated_at`.
 */
export async function liveGraphicsShowableAt(q: Queryable, broadcasterId: number, start: Date): Promise<EligibleLiveGraphic[]> {
  return eligibleQuery(q, [broadcasterId], start, {
    status: `(cs.status = 'Active' OR (cs.status IN ('Deactivated', 'Flagged') AND cs.updated_at > $2::timestamptz))`,
    deleted: `(NOT co.is_deleted OR co.updated_at > $2::timestamptz)`,
  });
}

/**
 * `eligibleLiveGraphics` of several broadcasters in one query (the overlays' fan-out, decision 500),
 * each row with its `broadcaster_id`, in the same order per broadcaster.
 */
export async function eligibleLiveGraphicsOf(
  q: Queryable,
  broadcasterIds: readonly number[],
  now: Date,
): Promise<Array<EligibleLiveGraphic & { broadcaster_id: number }>> {
  return eligibleQuery(q, broadcasterIds, now, { status: `cs.status = 'Active'`, deleted: 'NOT co.is_deleted' });
}

async function eligibleQuery(
  q: Queryable,
  broadcasterIds: readonly number[],
  now: Date,
  active: { status: string; deleted: string },
): Promise<Array<EligibleLiveGraphic & { broadcaster_id: number }>> {
  if (broadcasterIds.length === 0) return [];
  return q.query<EligibleLiveGraphic & { broadcaster_id: number }>(
    `SELECT cs.broadcaster_id, co.id AS component_id, co.name AS component_name, co.is_movable,
            ca.id AS campaign_id, ca.slug AS campaign_slug, ca.name AS campaign_name, ca.independent_live_graphics,
            v.id AS version_id, v.image, v.link, v.config
     FROM campaign_statuses cs
     JOIN campaigns ca ON ca.id = cs.campaign_id
     JOIN components co ON co.campaign_id = ca.id
     JOIN LATERAL (
       SELECT cv.id, cv.image, cv.link, cv.config FROM component_versions cv
       WHERE cv.component_id = co.id ORDER BY cv.sequence_number DESC, cv.id DESC LIMIT 1
     ) v ON true
     WHERE cs.broadcaster_id = ANY($1::int[]) AND ${active.status}
       AND ca.start_date <= $2::timestamptz AND (ca.end_date IS NULL OR ca.end_date > $2::timestamptz)
       AND co.type = 'live-graphics' AND co.is_ready AND ${active.deleted}
       AND (co.start_time IS NULL OR co.start_time <= $2::timestamptz)
       AND (co.end_time IS NULL OR co.end_time > $2::timestamptz)
       AND v.image IS NOT NULL AND v.image <> ''
       AND ${withinImpressionCapsSql('co', 'ca', '$2')}
       AND (
         NOT EXISTS (SELECT 1 FROM label_components lc WHERE lc.component_id = co.id)
         OR EXISTS (
           SELECT 1 FROM label_components lc JOIN label_broadcasters lb ON lb.label_id = lc.label_id
           WHERE lc.component_id = co.id AND lb.broadcaster_id = cs.broadcaster_id
         )
       )
     ORDER BY cs.broadcaster_id, ca.name, ca.id, co.id`,
    [[...broadcasterIds], now],
  );
}
