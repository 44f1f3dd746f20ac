import { failureText } from '@advocate/api-client';
import type { Component } from '@advocate/api-client';
import { formatUtcDate } from '@advocate/metrics-math';
import { Button, FormError } from '@advocate/ui-kit';
import { useState } from 'react';
import { versionHistory } from '../lib/component-list.ts';
import { componentsTexts } from '../components-texts.ts';
import { MediaPreview } from './component-media.tsx';

/**
 * A versioned component's history (spec 01 §2): one entry per content id, newest first; an older
 * version can be reactivated (PATCH reactivated_version_id) when the component is ready.
 */
export function VersionHistory({
  component,
  canEdit,
  reactivate,
}: {
  component: Component;
  canEdit: boolean;
  reactivate: (versionId: number) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const entries = versionHistory(component);
  const run = async (versionId: number) => {
    setBusy(true);
    setError(null);
    try {
      await reactivate(versionId);
    } catch (error) {
      setError(failureText(error, componentsTexts.reactivateFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-label={componentsTexts.versions} className="mt-3 border-t border-gray-100 pt-3">
      <h4 className="mb-2 text-sm font-semibold text-secondary">{componentsTexts.versions}</h4>
      <ol className="space-y-3">
        {entries.map(({ version, active }) => {
          const created = formatUtcDate(version.created);
          return (
            <li
              key={version.content_id}
              className="flex flex-wrap items-start justify-between gap-2 rounded border border-gray-100 p-2"
              data-testid="version-entry"
            >
              <div className="min-w-0 space-y-1">
                <p className="text-xs text-gray-600">
                  {componentsTexts.versionName(version.sequence_number)} · {created}
                  {active ? (
                    <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 font-medium text-green-800">
                      {componentsTexts.activeVersion}
                    </span>
                  ) : null}
                </p>
                {version.image ? <MediaPreview src={version.image} alt={`${component.name} · ${created}`} small /> : null}
                {version.message ? <p className="break-words text-sm text-secondary">{version.message}</p> : null}
                {version.link ? <p className="break-all text-xs text-gray-600">{version.link}</p> : null}
              </div>
              {canEdit && !active && component.is_ready ? (
                <Button
                  variant="secondary"
                  className="px-2 py-1 text-xs"
                  disabled={busy}
                  aria-label={componentsTexts.reactivateVersionLabel(version.sequence_number)}
                  onClick={() => void run(version.id)}
                >
                  {componentsTexts.reactivateVersion}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      <FormError message={error} />
    </section>
  );
}
