import { describe, expect, it } from 'vitest';
import { changedIds, clampAll, moveTo, overlappingIds, rebase, rescale, savedPlacements, type LayoutRotation } from './layout-draft.ts';

const canvas = { width: 1920, height: 1080 };
const rotations: LayoutRotation[] = [
  { id: 1, xPos: 0, yPos: 0, scale: 1, images: [{ image_url: 'a.png' }, { image_url: 'b.png' }] },
  { id: 2, xPos: 0, yPos: 0, scale: 1, images: [{ image_url: 'c.png' }] },
];
const sizes = { 'a.png': { width: 400, height: 120 }, 'b.png': { width: 320, height: 160 }, 'c.png': { width: 200, height: 100 } };

describe('layout draft', () => {
  it('starts as saved: nothing changed, and both at 0,0 overlap', () => {
    const draft = savedPlacements(rotations);
    expect(changedIds(rotations, draft)).toEqual([]);
    expect(overlappingIds(rotations, draft, sizes)).toEqual(new Set([1, 2]));
  });

  it('moving apart ends the overlap and counts as a change; moves stay within the tolerance', () => {
    let draft = moveTo(savedPlacements(rotations), rotations[1], 500, 400, sizes, canvas);
    expect(draft[2]).toEqual({ xPos: 500, yPos: 400, scale: 1 });
    expect(changedIds(rotations, draft)).toEqual([2]);
    expect(overlappingIds(rotations, draft, sizes)).toEqual(new Set());
    // The footprint of rotation 1 is 400 x 160 (its largest images).
    draft = moveTo(draft, rotations[0], 9999, 9999, sizes, canvas);
    expect(draft[1]).toEqual({ xPos: 1540, yPos: 940, scale: 1 });
  });

  it('unknown sizes do not block saving', () => {
    expect(overlappingIds(rotations, savedPlacements(rotations), {})).toEqual(new Set());
  });

  it('rescaling keeps the box within the canvas', () => {
    let draft = moveTo(savedPlacements(rotations), rotations[1], 1740, 0, sizes, canvas); // 200 wide at 100 %: right edge at 1940
    draft = rescale(draft, rotations[1], 50, sizes, canvas);
    expect(draft[2]).toEqual({ xPos: 1740, yPos: 0, scale: 0.5 });
    expect(overlappingIds(rotations, draft, sizes)).toEqual(new Set());
    expect(rescale(draft, rotations[1], 5, sizes, canvas)[2].scale).toBe(0.25);
  });

  it('a smaller canvas pulls graphics back inside it', () => {
    const draft = moveTo(savedPlacements(rotations), rotations[1], 1700, 900, sizes, canvas);
    expect(clampAll(draft, rotations, sizes, { width: 1280, height: 720 })[2]).toEqual({ xPos: 1100, yPos: 640, scale: 1 });
  });

  it('a new answer keeps the edits of rotations whose stored placement did not change', () => {
    const before = savedPlacements(rotations);
    const draft = moveTo(moveTo(before, rotations[0], 100, 100, sizes, canvas), rotations[1], 700, 700, sizes, canvas);
    const after = { ...before, 2: { xPos: 5, yPos: 5, scale: 0.5 }, 3: { xPos: 0, yPos: 0, scale: 1 } };
    expect(rebase(draft, before, after)).toEqual({
      1: { xPos: 100, yPos: 100, scale: 1 },
      2: { xPos: 5, yPos: 5, scale: 0.5 },
      3: { xPos: 0, yPos: 0, scale: 1 },
    });
    expect(rebase(draft, before, { 2: before[2] })).toEqual({ 2: draft[2] });
  });
});
