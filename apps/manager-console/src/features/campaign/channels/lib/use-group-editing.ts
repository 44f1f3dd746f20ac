import { firstErrorText } from '@advocate/api-client';
import type { Label } from '@advocate/api-client';
import { useToast } from '@advocate/ui-kit';
import { useCallback, useMemo, useState } from 'react';
import { useBatchUpdateLabels } from '../api/batch-update-labels.ts';
import { useUpdateLabel } from '../api/update-label.ts';
import { channelsTexts } from '../channels-texts.ts';
import type { ChannelsToolbarProps } from '../components/channels-toolbar.tsx';
import type { BroadcasterMembership } from './channel-list.ts';
import { changedGroups, membershipOf, setInGroup } from './group-membership.ts';

/**
 * The editors' group editing on the channels page (spec 01 §2): while managing, chip removals and
 * ticks change a draft membership that Save sends as one batch; otherwise a chip removal is sent
 * at once. `current` is the draft while managing, else the saved membership. One failure shows at
 * a time: a chip removal's until Save is pressed, else the save's.
 */
export function useGroupEditing(slug: string, labels: readonly Label[], openNewGroup: () => void) {
  const { showToast } = useToast();
  const saveGroups = useBatchUpdateLabels(slug);
  const updateLabel = useUpdateLabel(slug).trigger;
  const [membership, setMembership] = useState<BroadcasterMembership | null>(null);
  const [selectedGroup, setSelectedGroup] = useState<number | null>(null);
  const [removalError, setRemovalError] = useState<string | null>(null);

  const managing = membership !== null;
  const current = useMemo(() => membership ?? membershipOf(labels), [membership, labels]);
  const changes = useMemo(() => changedGroups(labels, current), [labels, current]);
  const selected = labels.find((l) => l.id === selectedGroup) ?? null;

  const removeFromGroup = useCallback(
    (label: Label, username: string) => {
      if (membership) setMembership(setInGroup(membership, label.id, username, false));
      else
        updateLabel(label.id, { broadcasters: label.broadcasters.filter((u) => u.toLowerCase() !== username.toLowerCase()) }).catch(
          (failure: unknown) => setRemovalError(firstErrorText(failure)),
        );
    },
    [membership, updateLabel],
  );
  const setInSelected = (username: string, value: boolean) => {
    if (selected) setMembership(setInGroup(current, selected.id, username, value));
  };

  const save = () => {
    setRemovalError(null);
    void saveGroups.trigger(changes).then(
      () => {
        setMembership(null);
        showToast(channelsTexts.groupsSaved);
      },
      // The failure is saveGroups.error.
      () => undefined,
    );
  };
  const error = removalError ?? (saveGroups.error ? firstErrorText(saveGroups.error) : null);

  const toolbar: NonNullable<ChannelsToolbarProps['groups']> = {
    labels,
    managing,
    selected: selectedGroup,
    onSelect: setSelectedGroup,
    onManage: () => {
      setMembership(membershipOf(labels));
      setSelectedGroup(labels[0]?.id ?? null);
    },
    onExit: () => {
      setMembership(null);
      setSelectedGroup(null);
    },
    onAdd: openNewGroup,
    onSave: save,
    canSave: changes.length > 0 && !saveGroups.pending,
  };

  return { managing, current, selected, removeFromGroup, setInSelected, error, toolbar };
}
