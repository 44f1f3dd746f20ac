import { limits } from '@advocate/validation';

/** A size in base-canvas pixels. */
export interface Size {
  width: number;
  height: number;
}

/** Where a rotation sits: its top-left corner in base-canvas pixels, and its scale (0.25-1). */
export interface Placement {
  xPos: number;
  yPos: number;
  scale: number;
}

/** A rectangle in base-canvas pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How far a graphic may sit beyond the canvas edges, in base-canvas pixels (spec 02 §4, §9). */
export const EDGE_TOLERANCE_PX = 20;
/** One arrow-key press moves the focused graphic this far, in base-canvas pixels (decision 464). */
export const KEY_STEP_PX = 10;
/** The scale slider's bounds in percent (spec 02 §5, §9). */
export const SCALE_MIN_PERCENT = limits.streamScaleMin;
export const SCALE_MAX_PERCENT = limits.streamScaleMax;

/** The base resolutions of spec 02 §2 with their labels: 1366x768 is labelled 1360x768. */
export const BASE_RESOLUTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: '1920x1080', label: '1920x1080' },
  { value: '1600x900', label: '1600x900' },
  { value: '1440x810', label: '1440x810' },
  { value: '1366x768', label: '1360x768' },
  { value: '1280x720', label: '1280x720' },
];
export const DEFAULT_RESOLUTION = '1920x1080';

/** The size of a 'WxH' resolution; the default 1920x1080 for anything else. */
export function parseResolution(resolution: string | null | undefined): Size {
  const match = /^(\d{3,5})x(\d{3,5})$/.exec((resolution ?? '').trim());
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 1920, height: 1080 };
}

/**
 * The footprint of a rotation at a scale: every image of a rotation shows at the same place in
 * turn, so the box is as wide and as tall as the largest of them (decision 463). Unknown sizes
 * (not loaded yet) count as 0.
 */
export function footprint(sizes: ReadonlyArray<Size | undefined>, scale: number): Size {
  let width = 0;
  let height = 0;
  for (const size of sizes) {
    if (!size) continue;
    width = Math.max(width, size.width);
    height = Math.max(height, size.height);
  }
  return { width: width * scale, height: height * scale };
}

/** `value` kept within [min, max]; min wins when the range is empty (a graphic larger than the canvas). */
function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

/**
 * A top-left corner kept on the canvas: the box may go at most `tolerance` pixels beyond each edge
 * (spec 02 §4). A box larger than the canvas plus both tolerances sticks to the top-left limit.
 * Positions are whole pixels.
 */
export function clampPosition(
  x: number,
  y: number,
  box: Size,
  canvas: Size,
  tolerance = EDGE_TOLERANCE_PX,
): { xPos: number; yPos: number } {
  // `+ 0` turns a rounded -0 into 0.
  return {
    xPos: Math.round(clamp(x, -tolerance, canvas.width + tolerance - box.width)) + 0,
    yPos: Math.round(clamp(y, -tolerance, canvas.height + tolerance - box.height)) + 0,
  };
}

/** Whether two rectangles overlap; rectangles that only touch along an edge do not. Empty ones never do. */
export function rectsOverlap(a: Rect, b: Rect): boolean {
  if (a.width <= 0 || a.height <= 0 || b.width <= 0 || b.height <= 0) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The keys of every rectangle that overlaps at least one other. */
export function overlappingKeys<K>(rects: ReadonlyArray<{ key: K; rect: Rect }>): Set<K> {
  const out = new Set<K>();
  for (let i = 0; i < rects.length; i += 1) {
    for (let j = i + 1; j < rects.length; j += 1) {
      if (rectsOverlap(rects[i].rect, rects[j].rect)) {
        out.add(rects[i].key);
        out.add(rects[j].key);
      }
    }
  }
  return out;
}

/** Screen pixels per base-canvas pixel when the canvas is shown `displayWidth` pixels wide. */
export function displayFactor(displayWidth: number, canvas: Size): number {
  return canvas.width > 0 && displayWidth > 0 ? displayWidth / canvas.width : 0;
}

/** A scale (0.25-1) as the slider's whole percent, and back. */
export const scaleToPercent = (scale: number): number => Math.round(scale * 100);
export const percentToScale = (percent: number): number => clamp(Math.round(percent), SCALE_MIN_PERCENT, SCALE_MAX_PERCENT) / 100;

/** Live graphics may be videos (mp4, webm; spec 02 §2), shown with a video element. */
export function isVideoUrl(url: string): boolean {
  if (/^data:video\//i.test(url)) return true;
  const path = url.split(/[?#]/)[0];
  return /\.(mp4|webm)$/i.test(path);
}
