import { describe, expect, it } from 'vitest';
import {
  BASE_RESOLUTIONS,
  clampPosition,
  displayFactor,
  footprint,
  isVideoUrl,
  overlappingKeys,
  parseResolution,
  percentToScale,
  rectsOverlap,
  scaleToPercent,
} from './canvas-geometry.ts';

const canvas = { width: 1920, height: 1080 };

describe('base resolutions (spec 02 §2, §9)', () => {
  it('offers the five sizes, 1366x768 labelled 1360x768', () => {
    expect(BASE_RESOLUTIONS.map((r) => r.value)).toEqual(['1920x1080', '1600x900', '1440x810', '1366x768', '1280x720']);
    expect(BASE_RESOLUTIONS.map((r) => r.label)).toEqual(['1920x1080', '1600x900', '1440x810', '1360x768', '1280x720']);
  });

  it('reads WxH, else 1920x1080', () => {
    expect(parseResolution('1366x768')).toEqual({ width: 1366, height: 768 });
    expect(parseResolution(' 1280x720 ')).toEqual({ width: 1280, height: 720 });
    expect(parseResolution('big')).toEqual(canvas);
    expect(parseResolution(undefined)).toEqual(canvas);
  });
});

describe('clampPosition: 20 px beyond the edges (spec 02 §4)', () => {
  const box = { width: 400, height: 120 };
  it('keeps positions inside as they are (whole pixels)', () => {
    expect(clampPosition(100.4, 200.6, box, canvas)).toEqual({ xPos: 100, yPos: 201 });
  });
  it('allows 20 px beyond each edge and no more', () => {
    expect(clampPosition(-20, -20, box, canvas)).toEqual({ xPos: -20, yPos: -20 });
    expect(clampPosition(-21, -500, box, canvas)).toEqual({ xPos: -20, yPos: -20 });
    expect(clampPosition(1540, 980, box, canvas)).toEqual({ xPos: 1540, yPos: 980 });
    expect(clampPosition(1541, 981, box, canvas)).toEqual({ xPos: 1540, yPos: 980 });
    expect(clampPosition(5000, 5000, box, canvas)).toEqual({ xPos: 1540, yPos: 980 });
  });
  it('a graphic larger than the canvas sticks to the top-left limit', () => {
    expect(clampPosition(300, 300, { width: 3000, height: 2000 }, canvas)).toEqual({ xPos: -20, yPos: -20 });
  });
  it('takes another tolerance', () => {
    expect(clampPosition(-50, 0, box, canvas, 0)).toEqual({ xPos: 0, yPos: 0 });
  });
});

describe('overlap (spec 02 §4, §5)', () => {
  const a = { x: 0, y: 0, width: 100, height: 50 };
  it('detects overlapping rectangles', () => {
    expect(rectsOverlap(a, { x: 99, y: 49, width: 10, height: 10 })).toBe(true);
    expect(rectsOverlap(a, { x: -10, y: -10, width: 500, height: 500 })).toBe(true);
  });
  it('touching edges or apart do not overlap; empty boxes never do', () => {
    expect(rectsOverlap(a, { x: 100, y: 0, width: 10, height: 10 })).toBe(false);
    expect(rectsOverlap(a, { x: 0, y: 50, width: 10, height: 10 })).toBe(false);
    expect(rectsOverlap(a, { x: 300, y: 300, width: 10, height: 10 })).toBe(false);
    expect(rectsOverlap(a, { x: 10, y: 10, width: 0, height: 10 })).toBe(false);
  });
  it('names every rectangle in an overlap', () => {
    expect(
      overlappingKeys([
        { key: 1, rect: a },
        { key: 2, rect: { x: 50, y: 0, width: 100, height: 50 } },
        { key: 3, rect: { x: 500, y: 500, width: 10, height: 10 } },
      ]),
    ).toEqual(new Set([1, 2]));
  });
});

describe('scaling', () => {
  it('a footprint is the largest width and height of the images, times the scale', () => {
    expect(footprint([{ width: 400, height: 120 }, { width: 320, height: 160 }, undefined], 0.5)).toEqual({ width: 200, height: 80 });
    expect(footprint([undefined], 1)).toEqual({ width: 0, height: 0 });
  });
  it('screen pixels per base pixel', () => {
    expect(displayFactor(960, canvas)).toBe(0.5);
    expect(displayFactor(0, canvas)).toBe(0);
  });
  it('the slider is 25-100 % of the 0.25-1 scale', () => {
    expect(scaleToPercent(0.25)).toBe(25);
    expect(scaleToPercent(1)).toBe(100);
    expect(percentToScale(50)).toBe(0.5);
    expect(percentToScale(10)).toBe(0.25);
    expect(percentToScale(150)).toBe(1);
  });
});

describe('isVideoUrl (spec 02 §2: videos mp4, webm)', () => {
  it('by extension or data type', () => {
    expect(isVideoUrl('https://api.test/uploads/a.webm')).toBe(true);
    expect(isVideoUrl('https://api.test/uploads/a.MP4?x=1')).toBe(true);
    expect(isVideoUrl('data:video/mp4;base64,AAAA')).toBe(true);
    expect(isVideoUrl('https://api.test/uploads/a.gif')).toBe(false);
    expect(isVideoUrl('data:image/svg+xml;base64,AAAA')).toBe(false);
  });
});
