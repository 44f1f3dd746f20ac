import type { Rotation, User } from '@advocate/api-client';
import type { Placements } from '../lib/layout-draft.ts';
import { streamPreviewTexts as texts } from '../lib/stream-preview-texts.ts';
import { LayoutActions } from './layout-actions.tsx';
import { RotationControls } from './rotation-controls.tsx';
import { StreamSettings } from './stream-settings.tsx';

export interface LayoutSidebarProps {
  user: User;
  resolution: string;
  rotations: Rotation[];
  draft: Placements;
  currentImages: Record<number, number>;
  changed: number[];
  saving: boolean;
  error: string | null;
  onResolution: (value: string) => void;
  onShow: (id: number, index: number) => void;
  onScale: (id: number, percent: number) => void;
  onReset: () => void;
  onSave: () => void;
}

/** The editor's sidebar (spec 02 §4): resolution and screenshot, each rotation's controls, reset and save. */
export function LayoutSidebar({
  user,
  resolution,
  rotations,
  draft,
  currentImages,
  changed,
  saving,
  error,
  onResolution,
  onShow,
  onScale,
  onReset,
  onSave,
}: LayoutSidebarProps) {
  return (
    <aside className="w-80 shrink-0 space-y-4" aria-label={texts.rotations}>
      <StreamSettings user={user} resolution={resolution} onResolution={onResolution} />
      <h2 className="text-lg font-semibold text-secondary">{texts.rotations}</h2>
      {rotations.map((rotation) => (
        <RotationControls
          key={rotation.id}
          rotation={rotation}
          placement={draft[rotation.id] ?? rotation}
          current={currentImages[rotation.id] ?? 0}
          onShow={onShow}
          onScale={onScale}
        />
      ))}
      <LayoutActions rotations={rotations} changed={changed} saving={saving} error={error} onReset={onReset} onSave={onSave} />
    </aside>
  );
}
