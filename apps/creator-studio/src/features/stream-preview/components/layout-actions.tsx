import type { Rotation } from '@advocate/api-client';
import { Button } from '@advocate/ui-kit';
import { useId } from 'react';
import { streamPreviewTexts as texts } from '../lib/stream-preview-texts.ts';

export interface LayoutActionsProps {
  rotations: Rotation[];
  changed: readonly number[];
  saving: boolean;
  /** The overlap or save-failure message, when there is one. */
  error: string | null;
  onReset: () => void;
  onSave: () => void;
}

/** The rotations with unsaved changes, 'Reset Positioning' and 'Save Positioning' (spec 02 §2, §5). */
export function LayoutActions({ rotations, changed, saving, error, onReset, onSave }: LayoutActionsProps) {
  const headingId = useId();
  const names = rotations.filter((r) => changed.includes(r.id)).map((r) => r.name);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-md border border-gray-200 bg-white p-4">
      <h3 id={headingId} className="text-sm font-semibold text-secondary">
        {texts.unsavedChanges}
      </h3>
      {names.length ? (
        <ul className="list-inside list-disc text-sm text-secondary" data-testid="unsaved-changes">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-600">{texts.noUnsavedChanges}</p>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onReset} disabled={saving || names.length === 0}>
          {texts.reset}
        </Button>
        <Button onClick={onSave} disabled={saving || names.length === 0}>
          {saving ? texts.saving : texts.save}
        </Button>
      </div>
    </section>
  );
}
