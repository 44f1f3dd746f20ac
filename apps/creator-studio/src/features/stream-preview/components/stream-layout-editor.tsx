import { isApiError } from '@advocate/api-client';
import type { Rotation, User } from '@advocate/api-client';
import { useToast } from '@advocate/ui-kit';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSaveRotations } from '../api/save-rotations.ts';
import { DEFAULT_RESOLUTION, parseResolution, type Size } from '../lib/canvas-geometry.ts';
import { changedIds, clampAll, moveTo, overlappingIds, rebase, rescale, savedPlacements, type NaturalSizes, type Placements } from '../lib/layout-draft.ts';
import { streamPreviewTexts as texts } from '../lib/stream-preview-texts.ts';
import { LayoutActions } from './layout-actions.tsx';
import { PreviewCanvas } from './preview-canvas.tsx';
import { RotationControls } from './rotation-controls.tsx';
import { StreamSettings } from './stream-settings.tsx';

export interface StreamLayoutEditorProps {
  user: User;
  rotations: Rotation[];
}

/**
 * The editor: the sidebar (resolution, screenshot, rotations, unsaved changes, reset and save) and
 * the canvas. Edits stay in a draft of placements until 'Save Positioning' sends the changed ones
 * in one PUT rotations/bulk_update/; nothing is sent while any graphics overlap (spec 02 §4).
 */
export function StreamLayoutEditor({ user, rotations }: StreamLayoutEditorProps) {
  const save = useSaveRotations();
  const { showToast } = useToast();
  const hintId = useId();
  const resolution = user.profile.base_canvas_resolution || DEFAULT_RESOLUTION;
  const canvas = useMemo(() => parseResolution(resolution), [resolution]);
  const [draft, setDraft] = useState<Placements>(() => savedPlacements(rotations));
  const [sizes, setSizes] = useState<NaturalSizes>({});
  const [currentImages, setCurrentImages] = useState<Record<number, number>>({});
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [saveBlocked, setSaveBlocked] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  // A new answer (after a save, or a revalidation with changes) is the new saved state; edits of
  // rotations it did not change are kept.
  const [answered, setAnswered] = useState(rotations);
  if (answered !== rotations) {
    setAnswered(rotations);
    setDraft((current) => rebase(current, savedPlacements(answered), savedPlacements(rotations)));
  }

  // The latest values, for the stable callbacks the canvas' drop target holds.
  const latest = useRef({ rotations, sizes, canvas, draft });
  latest.current = { rotations, sizes, canvas, draft };

  const onSize = useCallback((url: string, size: Size) => {
    setSizes((all) => (all[url]?.width === size.width && all[url]?.height === size.height ? all : { ...all, [url]: size }));
  }, []);

  const onMove = useCallback((id: number, x: number, y: number) => {
    const { rotations: list, sizes: known, canvas: area, draft: current } = latest.current;
    const rotation = list.find((r) => r.id === id);
    if (!rotation) return;
    const next = moveTo(current, rotation, x, y, known, area);
    latest.current.draft = next; // a second key press before the next render moves on from here
    setSaveFailed(false);
    setDraft(next);
    setAnnouncement(texts.moved(rotation.name, next[id].xPos, next[id].yPos));
  }, []);

  const onScale = (id: number, percent: number) => {
    const rotation = rotations.find((r) => r.id === id);
    if (!rotation) return;
    setSaveFailed(false);
    setDraft((current) => rescale(current, rotation, percent, sizes, canvas));
  };

  const onResolution = (value: string) => setDraft((current) => clampAll(current, rotations, sizes, parseResolution(value)));

  const changed = changedIds(rotations, draft);
  const overlapping = overlappingIds(rotations, draft, sizes);
  const blocked = overlapping.size > 0;
  useEffect(() => {
    if (!blocked) setSaveBlocked(false);
  }, [blocked]);

  const onReset = () => {
    setSaveFailed(false);
    setSaveBlocked(false);
    setDraft(savedPlacements(rotations));
  };

  const onSave = async () => {
    if (blocked) {
      setSaveBlocked(true);
      return;
    }
    setSaving(true);
    setSaveFailed(false);
    try {
      await save(changed.map((id) => ({ id, ...draft[id] })));
      showToast(texts.saved);
    } catch (failure) {
      if (!isApiError(failure) || failure.status !== 401) setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const error = saveBlocked && blocked ? texts.overlap : saveFailed ? texts.saveFailed : null;

  return (
    <div className="flex items-start gap-6">
      <aside className="w-80 shrink-0 space-y-4" aria-label={texts.rotations}>
        <StreamSettings user={user} resolution={resolution} onResolution={onResolution} />
        <h2 className="text-lg font-semibold text-secondary">{texts.rotations}</h2>
        {rotations.map((rotation) => (
          <RotationControls
            key={rotation.id}
            rotation={rotation}
            placement={draft[rotation.id] ?? rotation}
            current={currentImages[rotation.id] ?? 0}
            onShow={(id, index) => setCurrentImages((all) => ({ ...all, [id]: index }))}
            onScale={onScale}
          />
        ))}
        <LayoutActions rotations={rotations} changed={changed} saving={saving} error={error} onReset={onReset} onSave={() => void onSave()} />
      </aside>
      <div className="min-w-0 flex-1 space-y-2 px-5 pb-5">
        <PreviewCanvas
          rotations={rotations}
          draft={draft}
          canvas={canvas}
          screenshot={user.profile.stream_preview_screenshot}
          sizes={sizes}
          currentImages={currentImages}
          overlapping={overlapping}
          hintId={hintId}
          onSize={onSize}
          onMove={onMove}
        />
        <p id={hintId} className="text-sm text-gray-600">
          {texts.keyboardHint}
        </p>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
    </div>
  );
}
