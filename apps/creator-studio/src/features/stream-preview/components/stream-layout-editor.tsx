import type { Rotation, User } from '@advocate/api-client';
import { useEffect, useId, useMemo, useState } from 'react';
import { DEFAULT_RESOLUTION, parseResolution } from '../lib/canvas-geometry.ts';
import { streamPreviewTexts as texts } from '../lib/stream-preview-texts.ts';
import { useLayoutDraft } from '../lib/use-layout-draft.ts';
import { useLayoutSave } from '../lib/use-layout-save.ts';
import { LayoutSidebar } from './layout-sidebar.tsx';
import { PreviewCanvas } from './preview-canvas.tsx';

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
  const hintId = useId();
  const resolution = user.profile.base_canvas_resolution || DEFAULT_RESOLUTION;
  const canvas = useMemo(() => parseResolution(resolution), [resolution]);
  const [currentImages, setCurrentImages] = useState<Record<number, number>>({});
  const save = useLayoutSave();
  const layout = useLayoutDraft(rotations, canvas, save.clearFailure);
  const blocked = layout.overlapping.size > 0;
  const { unblock } = save;
  useEffect(() => {
    if (!blocked) unblock();
  }, [blocked, unblock]);

  const onReset = () => {
    save.reset();
    layout.reset();
  };
  const onSave = () =>
    void save.run(
      layout.changed.map((id) => ({ id, ...layout.draft[id] })),
      blocked,
    );

  return (
    <div className="flex items-start gap-6">
      <LayoutSidebar
        user={user}
        resolution={resolution}
        rotations={rotations}
        draft={layout.draft}
        currentImages={currentImages}
        changed={layout.changed}
        saving={save.saving}
        error={save.errorOf(blocked)}
        onResolution={layout.onResolution}
        onShow={(id, index) => setCurrentImages((all) => ({ ...all, [id]: index }))}
        onScale={layout.onScale}
        onReset={onReset}
        onSave={onSave}
      />
      <div className="min-w-0 flex-1 space-y-2 px-5 pb-5">
        <PreviewCanvas
          rotations={rotations}
          draft={layout.draft}
          canvas={canvas}
          screenshot={user.profile.stream_preview_screenshot}
          sizes={layout.sizes}
          currentImages={currentImages}
          overlapping={layout.overlapping}
          hintId={hintId}
          onSize={layout.onSize}
          onMove={layout.onMove}
        />
        <p id={hintId} className="text-sm text-gray-600">
          {texts.keyboardHint}
        </p>
        <p aria-live="polite" className="sr-only">
          {layout.announcement}
        </p>
      </div>
    </div>
  );
}
