import { firstErrorText } from '@advocate/api-client';
import type { Label } from '@advocate/api-client';
import { useToast } from '@advocate/ui-kit';
import { useState } from 'react';
import type { useComponentActions } from '../api/use-component-actions.ts';
import { componentsTexts } from '../components-texts.ts';
import { addToGroup, changedGroups, groupsOfComponent, membershipOf, removeFromGroup } from './group-changes.ts';
import type { GroupMembership } from './group-changes.ts';

type ComponentActions = ReturnType<typeof useComponentActions>;

/**
 * The editors' group editing on the components page (spec 01 §2): Manage Groups starts a draft
 * membership that chip removals and additions change and Save sends as one batch; outside it a
 * chip removal is sent at once.
 */
export function useComponentGroups(labels: readonly Label[], actions: ComponentActions) {
  const { showToast } = useToast();
  const [membership, setMembership] = useState<GroupMembership | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const managing = membership !== null;
  const current = membership ?? membershipOf(labels);
  const changes = changedGroups(labels, current);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await actions.saveGroups(changes);
      setMembership(null);
      showToast(componentsTexts.groupsSaved);
    } catch (failure) {
      setError(firstErrorText(failure));
    } finally {
      setSaving(false);
    }
  };

  return {
    managing,
    error,
    canSave: changes.length > 0 && !saving,
    toggleManaging: () => setMembership(managing ? null : membershipOf(labels)),
    save: () => void save(),
    groupsOf: (componentId: number) => groupsOfComponent(labels, current, componentId),
    add: (labelId: number, componentId: number) => setMembership(addToGroup(current, labelId, componentId)),
    remove: (label: Label, componentId: number) =>
      managing ? setMembership(removeFromGroup(current, label.id, componentId)) : actions.removeFromGroup(label, componentId),
  };
}
