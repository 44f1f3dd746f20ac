import { limits, messages } from '@advocate/validation';
import type { Db, Queryable } from '../../db/db.ts';
import { badRequest, notFound } from '../../errors.ts';
import { eligibleLiveGraphics, type EligibleLiveGraphic } from './repositories/live-graphics-repository.ts';
import { insertMissingRotations, listRotations, lockOwnRotations, setRotationPosition } from './repositories/rotations-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { requireBroadcaster } from '../shared/index.ts';
import { publishLive } from '../../platform/live/live-events.ts';

/** The name of the rotation of every campaign without independent live graphics (spec 02 §2). */
export const DEFAULT_ROTATION_NAME = 'Default rotation';
/** How far beyond the canvas edges a graphic may sit, in base-canvas pixels (spec 02 §4, §9). */
export const EDGE_TOLERANCE_PX = 20;
const SCALE_MIN = limits.streamScaleMin / 100;
const SCALE_MAX = limits.streamScaleMax / 100;

export interface RotationImage {
  image_url: string;
  version_id: number;
  component_id: number;
  /** Campaign slug. */
  campaign: string;
}

/** A rotation as the stream preview reads it (spec 02 §3 Rotation). */
export interface RotationAnswer {
  id: number;
  name: string;
  /** Slugs of the campaigns whose graphics it shows. */
  campaigns: string[];
  images: RotationImage[];
  xPos: number;
  yPos: number;
  scale: number;
}

export interface RotationPosition {
  id: number;
  xPos: number;
  yPos: number;
  scale: number;
}

interface RotationGroup {
  campaignId: number | null;
  name: string;
  graphics: EligibleLiveGraphic[];
}

/**
 * The eligible live graphics grouped into rotations (decision 461): one per campaign with
 * independent_live_graphics, named after it, and one default rotation for all the others. The
 * default comes first, then the independent ones in campaign-name order; groups without graphics
 * do not exist.
 */
function groupGraphics(graphics: EligibleLiveGraphic[]): RotationGroup[] {
  const byKey = new Map<number | null, RotationGroup>();
  for (const g of graphics) {
    const key = g.independent_live_graphics ? g.campaign_id : null;
    let group = byKey.get(key);
    if (!group) {
      group = { campaignId: key, name: key === null ? DEFAULT_ROTATION_NAME : g.campaign_name, graphics: [] };
      byKey.set(key, group);
    }
    group.graphics.push(g);
  }
  const defaultGroup = byKey.get(null);
  const independent = [...byKey.values()].filter((g) => g.campaignId !== null);
  return defaultGroup ? [defaultGroup, ...independent] : independent;
}

/** The rotations of a broadcaster that have graphics, their rows created when missing, in `tx`. */
async function rotationsIn(tx: Queryable, broadcasterId: number, now: Date): Promise<RotationAnswer[]> {
  const groups = groupGraphics(await eligibleLiveGraphics(tx, broadcasterId, now));
  await insertMissingRotations(
    tx,
    broadcasterId,
    groups.map((g) => g.campaignId),
  );
  const rows = new Map((await listRotations(tx, broadcasterId)).map((r) => [r.campaign_id, r]));
  const out: RotationAnswer[] = [];
  for (const group of groups) {
    const row = rows.get(group.campaignId);
    if (!row) continue; // inserted above; only a concurrent account deletion removes it
    out.push({
      id: row.id,
      name: group.name,
      campaigns: [...new Set(group.graphics.map((g) => g.campaign_slug))],
      images: group.graphics.map((g) => ({
        image_url: g.image,
        version_id: g.version_id,
        component_id: g.component_id,
        campaign: g.campaign_slug,
      })),
      xPos: Number(row.x_pos),
      yPos: Number(row.y_pos),
      scale: Number(row.scale),
    });
  }
  return out;
}

/** GET rotations/: the signed-in broadcaster's rotations with images (spec 02 §2 Stream preview, §7). */
export async function rotationsOf(db: Db, user: UserRow, now: Date): Promise<RotationAnswer[]> {
  requireBroadcaster(user);
  return db.transaction((tx) => rotationsIn(tx, user.id, now));
}

/** The base canvas of a profile, 'WxH'; the default 1920x1080 when unreadable. */
export function canvasSize(resolution: string): { width: number; height: number } {
  const match = /^(\d{3,5})x(\d{3,5})$/.exec(resolution.trim());
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 1920, height: 1080 };
}

/**
 * A position's field errors (decision 462): scale within the slider's 25-100 %, the top-left corner
 * within the base canvas and its 20 px tolerance. Overlaps are the page's to check: the server does
 * not know the images' sizes.
 */
function positionErrors(item: RotationPosition, canvas: { width: number; height: number }): Record<string, string[]> | undefined {
  const within = (value: number, min: number, max: number) => Number.isFinite(value) && value >= min && value <= max;
  const errors: Record<string, string[]> = {};
  const lo = -EDGE_TOLERANCE_PX;
  if (!within(item.xPos, lo, canvas.width + EDGE_TOLERANCE_PX)) errors.xPos = [messages.between(lo, canvas.width + EDGE_TOLERANCE_PX)];
  if (!within(item.yPos, lo, canvas.height + EDGE_TOLERANCE_PX)) errors.yPos = [messages.between(lo, canvas.height + EDGE_TOLERANCE_PX)];
  if (!within(item.scale, SCALE_MIN, SCALE_MAX)) errors.scale = [messages.between(SCALE_MIN, SCALE_MAX)];
  return Object.keys(errors).length ? errors : undefined;
}

/**
 * PUT rotations/bulk_update/ (spec 02 §7 'Save positioning'): in one transaction the broadcaster's
 * rotations are locked, every item checked (another's or an unknown id: 404; a bad value: 400),
 * then all written; a bad item changes nothing. Answers the rotations as GET rotations/ does.
 */
export async function bulkUpdateRotations(db: Db, user: UserRow, items: RotationPosition[], now: Date): Promise<RotationAnswer[]> {
  requireBroadcaster(user);
  const canvas = canvasSize(user.base_canvas_resolution);
  return db.transaction(async (tx) => {
    const own = await lockOwnRotations(
      tx,
      user.id,
      items.map((item) => item.id),
    );
    for (const item of items) {
      if (!own.has(item.id)) throw notFound();
      const errors = positionErrors(item, canvas);
      if (errors) throw badRequest(errors);
    }
    for (const item of items) await setRotationPosition(tx, item.id, item, now);
    // Open overlays move the graphics on commit (decision 506).
    await publishLive(tx, { type: 'broadcaster', broadcasterId: user.id });
    return rotationsIn(tx, user.id, now);
  });
}
