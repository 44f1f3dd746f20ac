import { failureText } from '@advocate/api-client';
import type { Label } from '@advocate/api-client';
import { Button, EmptyState, FormError, useModalManager } from '@advocate/ui-kit';
import { messages } from '@advocate/validation';
import { useState } from 'react';
import { NewGroupModal } from '../../../../shared/groups/index.ts';
import { useCreateLabel } from '../api/create-label.ts';
import { useDeleteLabel } from '../api/delete-label.ts';
import { overviewTexts } from '../lib/overview-texts.ts';

const NEW_GROUP_MODAL = 'new-group';

/**
 * The campaign-groups list (spec 01 §2). Editors of a campaign that has not ended may add and
 * remove groups; read-only users only read them (spec 01 §6).
 */
export function CampaignGroups({ slug, labels, editable }: { slug: string; labels: Label[]; editable: boolean }) {
  const { openModal } = useModalManager();
  const { trigger: add } = useCreateLabel(slug);
  const { trigger: remove } = useDeleteLabel(slug);
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-labelledby="groups-title" className="rounded-lg border border-gray-200 bg-white p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="groups-title" className="text-base font-semibold text-secondary">
          {overviewTexts.groupsTitle}
        </h2>
        {editable ? (
          <Button variant="secondary" onClick={() => openModal(NEW_GROUP_MODAL)}>
            {overviewTexts.addGroup}
          </Button>
        ) : null}
      </div>
      {labels.length === 0 ? (
        <EmptyState message={overviewTexts.groupsEmpty} />
      ) : (
        <ul className="divide-y divide-gray-100">
          {labels.map((label) => (
            <li key={label.id} className="flex items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium text-secondary">{label.name}</span>
                <span className="block text-xs text-gray-600">
                  {overviewTexts.groupMembers(label.broadcasters.length, label.components.length)}
                </span>
              </span>
              {editable ? (
                <Button
                  variant="ghost"
                  aria-label={overviewTexts.removeGroup(label.name)}
                  onClick={() => remove(label.id).catch((error: unknown) => setError(failureText(error, messages.deleteFailed('group'))))}
                >
                  ✕
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <FormError message={error} />
      {editable ? <NewGroupModal name={NEW_GROUP_MODAL} add={add} /> : null}
    </section>
  );
}
