import { clampPosition, footprint, overlappingKeys, percentToScale, type Placement, type Rect, type Size } from './canvas-geometry.ts';

/** The placements being edited, by rotation id. */
export type Placements = Readonly<Record<number, Placement>>;

/** What the layout needs of a rotation: its id and the addresses of its images. */
export interface LayoutRotation {
  id: number;
  xPos: number;
  yPos: number;
  scale: number;
  images: ReadonlyArray<{ image_url: string }>;
}

/** Natural sizes of the images, by address, as they load. */
export type NaturalSizes = Readonly<Record<string, Size>>;

/** The stored placements of the rotations. */
export function savedPlacements(rotations: readonly LayoutRotation[]): Placements {
  return Object.fromEntries(rotations.map((r) => [r.id, { xPos: r.xPos, yPos: r.yPos, scale: r.scale }]));
}

/** A rotation's box at a scale, from its images' natural sizes. */
export function boxOf(rotation: LayoutRotation, sizes: NaturalSizes, scale: number): Size {
  return footprint(
    rotation.images.map((image) => sizes[image.image_url]),
    scale,
  );
}

/** Ids of the rotations whose placement differs from the stored one, in the rotations' order. */
export function changedIds(rotations: readonly LayoutRotation[], draft: Placements): number[] {
  return rotations
    .filter((r) => {
      const p = draft[r.id];
      return p !== undefined && (p.xPos !== r.xPos || p.yPos !== r.yPos || p.scale !== r.scale);
    })
    .map((r) => r.id);
}

/** The draft with one rotation moved to (x, y), kept within the canvas and its tolerance. */
export function moveTo(draft: Placements, rotation: LayoutRotation, x: number, y: number, sizes: NaturalSizes, canvas: Size): Placements {
  const current = draft[rotation.id] ?? rotation;
  const position = clampPosition(x, y, boxOf(rotation, sizes, current.scale), canvas);
  return { ...draft, [rotation.id]: { ...current, ...position } };
}

/** The draft with one rotation rescaled (slider percent), its position kept within the canvas. */
export function rescale(draft: Placements, rotation: LayoutRotation, percent: number, sizes: NaturalSizes, canvas: Size): Placements {
  const current = draft[rotation.id] ?? rotation;
  const scale = percentToScale(percent);
  const position = clampPosition(current.xPos, current.yPos, boxOf(rotation, sizes, scale), canvas);
  return { ...draft, [rotation.id]: { scale, ...position } };
}

/** Every rotation kept within a (new) canvas. */
export function clampAll(draft: Placements, rotations: readonly LayoutRotation[], sizes: NaturalSizes, canvas: Size): Placements {
  let out = draft;
  for (const rotation of rotations) {
    const current = out[rotation.id] ?? rotation;
    out = moveTo(out, rotation, current.xPos, current.yPos, sizes, canvas);
  }
  return out;
}

/** The rectangle of each rotation in base-canvas pixels. */
export function rectsOf(rotations: readonly LayoutRotation[], draft: Placements, sizes: NaturalSizes): Array<{ key: number; rect: Rect }> {
  return rotations.map((rotation) => {
    const p = draft[rotation.id] ?? rotation;
    const box = boxOf(rotation, sizes, p.scale);
    return { key: rotation.id, rect: { x: p.xPos, y: p.yPos, width: box.width, height: box.height } };
  });
}

/** Ids of the rotations that overlap another one (spec 02 §4: saving is blocked while any do). */
export function overlappingIds(rotations: readonly LayoutRotation[], draft: Placements, sizes: NaturalSizes): Set<number> {
  return overlappingKeys(rectsOf(rotations, draft, sizes));
}

const samePlacement = (a: Placement | undefined, b: Placement | undefined) =>
  a !== undefined && b !== undefined && a.xPos === b.xPos && a.yPos === b.yPos && a.scale === b.scale;

/**
 * The draft after a new answer of the rotations: edits of a rotation whose stored placement did not
 * change are kept (a revalidation or a new graphic elsewhere loses no work); the others, and new
 * rotations, take the stored placement.
 */
export function rebase(draft: Placements, before: Placements, after: Placements): Placements {
  const out: Record<number, Placement> = {};
  for (const [key, stored] of Object.entries(after)) {
    const id = Number(key);
    const edited = draft[id];
    out[id] = edited && samePlacement(before[id], stored) ? edited : stored;
  }
  return out;
}
