import type { Queryable } from '../../db/db.ts';
import { eligibleLiveGraphicsOf, type EligibleLiveGraphic } from '../components/index.ts';
import {
  activePeriodsOf,
  nextLiveGraphicStarts,
  overlayComponentFacts,
  rotationRowsOf,
  type ActivePeriodRow,
  type OverlayBroadcaster,
  type OverlayComponentFacts,
} from './repositories/overlay-repository.ts';
import { canvasSize, DEFAULT_ROTATION_NAME } from '../components/index.ts';

/** Seconds a live graphic shows when its version sets no duration (decision 503). */
export const DEFAULT_DURATION_SECONDS = 10;

/** One live graphic in an overlay rotation's playlist. */
export interface OverlayItem {
  component_id: number;
  version_id: number;
  campaign_id: number;
  url: string;
  kind: 'image' | 'video';
  /** Seconds shown. */
  duration: number;
  /** Seconds the slot stays empty after it (component config rotation_delay). */
  rotation_delay: number;
  /** Minutes of each hour (UTC) it shows at, when its campaign sets live graphic times; else null. */
  minutes: number[] | null;
}

/** One rotation: a place on the canvas where its items show one after another (decision 461, 503). */
export interface OverlayRotation {
  /** 'default' or 'campaign-<id>': stable across states, so the page keeps its place. */
  key: string;
  name: string;
  x: number;
  y: number;
  scale: number;
  /** Seconds the rotation stays empty after each full pass (campaign pause_after_live_graphics). */
  pause_after: number;
  items: OverlayItem[];
}

/** What an overlay page shows (GET /browsersource/{username}/state/ and each SSE `state`). */
export interface OverlayState {
  canvas: { width: number; height: number };
  preview: boolean;
  rotations: OverlayRotation[];
  /** When the state changes by time alone (a start, an end, an active period's edge): the page reloads it then. */
  refresh_at: string | null;
  server_time: string;
}

const VIDEO_URL = /\.(mp4|webm)(\?|#|$)/i;

function seconds(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** The schedule minutes of a version's config ({minutes: n | n[]}), valid ones only, sorted. */
export function scheduleMinutes(config: Record<string, unknown>): number[] {
  const schedule = config.schedule as { minutes?: unknown } | null | undefined;
  const raw = schedule?.minutes;
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  return [...new Set(list.map((m) => Number(m)).filter((m) => Number.isInteger(m) && m >= 0 && m <= 59))].sort((a, b) => a - b);
}

function inPeriods(periods: ActivePeriodRow[], now: Date): boolean {
  const t = now.getTime();
  return periods.some((p) => new Date(p.start_time).getTime() <= t && new Date(p.end_time).getTime() > t);
}

/** Groups rows by their broadcaster_id. */
function byBroadcaster<T extends { broadcaster_id: number }>(rows: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.broadcaster_id);
    if (list) list.push(row);
    else out.set(row.broadcaster_id, [row]);
  }
  return out;
}

/**
 * The overlay states of several broadcasters at `now` in a fixed number of queries, whatever their
 * number (the fan-out of one change to every overlay of a campaign, decision 500). Rules: decision
 * 503. The live graphics are those of `eligibleLiveGraphics` (decision 460) less those over a daily
 * cap (component or campaign `daily_cap_reached`), those of a campaign with active periods outside
 * them, and, when the campaign sets live graphic times, those without schedule minutes.
 * `onlyCampaignId` limits it to one campaign (a manager's preview, decision 504).
 */
export async function overlayStates(
  q: Queryable,
  broadcasters: readonly OverlayBroadcaster[],
  now: Date,
  options: { onlyCampaignId?: number; preview?: boolean } = {},
): Promise<Map<number, OverlayState>> {
  const ids = broadcasters.map((b) => b.id);
  let graphics = await eligibleLiveGraphicsOf(q, ids, now);
  if (options.onlyCampaignId !== undefined) graphics = graphics.filter((g) => g.campaign_id === options.onlyCampaignId);
  const facts = new Map(
    (await overlayComponentFacts(q, [...new Set(graphics.map((g) => g.component_id))])).map((f) => [f.component_id, f]),
  );
  const periods = byBroadcaster(await activePeriodsOf(q, ids));
  const starts = await nextLiveGraphicStarts(q, ids, now);
  const rows = byBroadcaster(await rotationRowsOf(q, ids));
  const graphicsOf = byBroadcaster(graphics);
  const out = new Map<number, OverlayState>();
  for (const b of broadcasters) {
    out.set(
      b.id,
      buildState(
        b,
        graphicsOf.get(b.id) ?? [],
        facts,
        periods.get(b.id) ?? [],
        starts.get(b.id) ?? null,
        rows.get(b.id) ?? [],
        now,
        options.preview ?? false,
      ),
    );
  }
  return out;
}

/** One broadcaster's overlay state (see `overlayStates`). */
export async function overlayState(
  q: Queryable,
  broadcaster: OverlayBroadcaster,
  now: Date,
  options: { onlyCampaignId?: number; preview?: boolean } = {},
): Promise<OverlayState> {
  return (await overlayStates(q, [broadcaster], now, options)).get(broadcaster.id) as OverlayState;
}

function buildState(
  broadcaster: OverlayBroadcaster,
  graphics: EligibleLiveGraphic[],
  facts: Map<number, OverlayComponentFacts>,
  periods: ActivePeriodRow[],
  nextStart: Date | null,
  rotationRows: Array<{ campaign_id: number | null; x_pos: number; y_pos: number; scale: number }>,
  now: Date,
  preview: boolean,
): OverlayState {
  const periodsOf = (campaignId: number) => periods.filter((p) => p.campaign_id === campaignId);
  const boundaries: number[] = [];
  const t = now.getTime();
  const later = (d: Date | null | undefined) => {
    if (d && new Date(d).getTime() > t) boundaries.push(new Date(d).getTime());
  };
  for (const p of periods) {
    later(p.start_time);
    later(p.end_time);
  }
  later(nextStart);

  const rows = new Map(rotationRows.map((r) => [r.campaign_id, r]));
  const rotations = new Map<string, OverlayRotation>();
  for (const g of graphics) {
    const f = facts.get(g.component_id);
    if (!f || f.component_capped || f.campaign_capped) continue;
    later(f.component_end_time);
    later(f.campaign_end_date);
    const campaignPeriods = periodsOf(g.campaign_id);
    if (campaignPeriods.length > 0 && !inPeriods(campaignPeriods, now)) continue;
    const minutes = f.set_live_graphic_times ? scheduleMinutes(g.config) : null;
    if (minutes && minutes.length === 0) continue;
    const rotationCampaign = g.independent_live_graphics ? g.campaign_id : null;
    const key = rotationCampaign === null ? 'default' : `campaign-${rotationCampaign}`;
    let rotation = rotations.get(key);
    if (!rotation) {
      const row = rows.get(rotationCampaign);
      rotation = {
        key,
        name: rotationCampaign === null ? DEFAULT_ROTATION_NAME : g.campaign_name,
        x: row ? Number(row.x_pos) : 0,
        y: row ? Number(row.y_pos) : 0,
        scale: row ? Number(row.scale) : 1,
        pause_after: 0,
        items: [],
      };
      rotations.set(key, rotation);
    }
    rotation.pause_after = Math.max(rotation.pause_after, seconds(f.pause_after_live_graphics, 0));
    rotation.items.push({
      component_id: g.component_id,
      version_id: g.version_id,
      campaign_id: g.campaign_id,
      url: g.image,
      kind: VIDEO_URL.test(g.image) ? 'video' : 'image',
      duration: Math.max(1, seconds(g.config.duration, DEFAULT_DURATION_SECONDS)),
      rotation_delay: seconds(g.config.rotation_delay, 0),
      minutes,
    });
  }
  const ordered = [...rotations.values()].sort((a, b) => (a.key === 'default' ? -1 : b.key === 'default' ? 1 : 0));
  return {
    canvas: canvasSize(broadcaster.base_canvas_resolution ?? '1920x1080'),
    preview,
    rotations: ordered,
    refresh_at: boundaries.length ? new Date(Math.min(...boundaries)).toISOString() : null,
    server_time: now.toISOString(),
  };
}
