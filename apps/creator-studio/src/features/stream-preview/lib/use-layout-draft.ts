import type { Rotation } from '@advocate/api-client';
import { useCallback, useRef, useState } from 'react';
import { parseResolution, type Size } from './canvas-geometry.ts';
import {
  changedIds,
  clampAll,
  moveTo,
  overlappingIds,
  rebase,
  rescale,
  savedPlacements,
  type NaturalSizes,
  type Placements,
} from './layout-draft.ts';
import { streamPreviewTexts as texts } from './stream-preview-texts.ts';

/**
 * The editor's draft of placements over the saved rotations (spec 02 §4): moves, scales and a new
 * resolution change the draft; a new answer is the new saved state and keeps the edits of rotations
 * it did not change. `onEdit` (stable) runs on every move and scale.
 */
export function useLayoutDraft(rotations: Rotation[], canvas: Size, onEdit: () => void) {
  const [draft, setDraft] = useState<Placements>(() => savedPlacements(rotations));
  const [sizes, setSizes] = useState<NaturalSizes>({});
  const [announcement, setAnnouncement] = useState('');

  const [answered, setAnswered] = useState(rotations);
  if (answered !== rotations) {
    setAnswered(rotations);
    setDraft((current) => rebase(current, savedPlacements(answered), savedPlacements(rotations)));
  }

  // The latest values, for the stable callbacks the canvas' drop target holds.
  const latest = useRef({ rotations, sizes, canvas, draft, onEdit });
  latest.current = { rotations, sizes, canvas, draft, onEdit };

  const onSize = useCallback((url: string, size: Size) => {
    setSizes((all) => (all[url]?.width === size.width && all[url]?.height === size.height ? all : { ...all, [url]: size }));
  }, []);

  const onMove = useCallback((id: number, x: number, y: number) => {
    const { rotations: list, sizes: known, canvas: area, draft: current } = latest.current;
    const rotation = list.find((r) => r.id === id);
    if (!rotation) return;
    const next = moveTo(current, rotation, x, y, known, area);
    latest.current.draft = next; // a second key press before the next render moves on from here
    latest.current.onEdit();
    setDraft(next);
    setAnnouncement(texts.moved(rotation.name, next[id].xPos, next[id].yPos));
  }, []);

  const onScale = (id: number, percent: number) => {
    const rotation = rotations.find((r) => r.id === id);
    if (!rotation) return;
    onEdit();
    setDraft((current) => rescale(current, rotation, percent, sizes, canvas));
  };

  const onResolution = (value: string) => setDraft((current) => clampAll(current, rotations, sizes, parseResolution(value)));
  const reset = () => setDraft(savedPlacements(rotations));

  return {
    draft,
    sizes,
    announcement,
    changed: changedIds(rotations, draft),
    overlapping: overlappingIds(rotations, draft, sizes),
    onSize,
    onMove,
    onScale,
    onResolution,
    reset,
  };
}
