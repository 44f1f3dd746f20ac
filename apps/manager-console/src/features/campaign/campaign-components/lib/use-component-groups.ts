import { firstErrorText } from '@advocate/api-client';
import type { Label } from '@advocate/api-client';
import { useToast } from '@advocate/ui-kit';
import { useState } from 'react';
import { useBatchUpdateLabels } from '../api/batch-update-labels.ts';
import { useUpdateLabel } from '../api/update-label.ts';
import { componentsTexts } from '../components-texts.ts';
import { addToGroup, changedGroups, groupsOfComponent, membershipOf, removeFromGroup } from './group-changes.ts';
import type { GroupMembership } from './group-changes.ts';

/**
 * The editors' group editing on the components page (spec 01 §2): Manage Groups starts a draft
 * membership that chip removals and additions change and Save sends as one batch; outside it a
 * chip removal is sent at once (its card shows a failure).
 */
export function useComponentGroups(slug: string, labels: readonly Label[]) {
  const { showToast } = useToast();
  const saveGroups = useBatchUpdateLabels(slug);
  const updateLabel = useUpdateLabel(slug).trigger;
  const [membership, setMembership] = useState<GroupMembership | null>(null);

  const managing = membership !== null;
  const current = membership ?? membershipOf(labels);
  const changes = changedGroups(labels, current);

  const save = () =>
    void saveGroups.trigger(changes).then(
      () => {
        setMembership(null);
        showToast(componentsTexts.groupsSaved);
      },
      // The failure is saveGroups.error, shown under the toolbar.
      () => undefined,
    );

  return {
    managing,
    error: saveGroups.error ? firstErrorText(saveGroups.error) : null,
    canSave: changes.length > 0 && !saveGroups.pending,
    toggleManaging: () => setMembership(managing ? null : membershipOf(labels)),
    save,
    groupsOf: (componentId: number) => groupsOfComponent(labels, current, componentId),
    add: (labelId: number, componentId: number) => setMembership(addToGroup(current, labelId, componentId)),
    remove: (label: Label, componentId: number) =>
      managing
        ? setMembership(removeFromGroup(current, label.id, componentId))
        : updateLabel(label.id, { components: label.components.filter((id) => id !== componentId) }),
  };
}
