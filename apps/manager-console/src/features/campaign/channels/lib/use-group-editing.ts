import { firstErrorText } from '@advocate/api-client';
import type { Label } from '@advocate/api-client';
import { useToast } from '@advocate/ui-kit';
import { useCallback, useMemo, useState } from 'react';
import type { useChannelActions } from '../api/use-channel-actions.ts';
import { channelsTexts } from '../channels-texts.ts';
import type { ChannelsToolbarProps } from '../components/channels-toolbar.tsx';
import type { BroadcasterMembership } from './channel-list.ts';
import { changedGroups, membershipOf, setInGroup } from './group-membership.ts';

type ChannelActions = ReturnType<typeof useChannelActions>;

/**
 * The editors' group editing on the channels page (spec 01 §2): while managing, chip removals and
 * ticks change a draft membership that Save sends as one batch; otherwise a chip removal is sent
 * at once. `current` is the draft while managing, else the saved membership.
 */
export function useGroupEditing(labels: readonly Label[], actions: ChannelActions, openNewGroup: () => void) {
  const { showToast } = useToast();
  const [membership, setMembership] = useState<BroadcasterMembership | null>(null);
  const [selectedGroup, setSelectedGroup] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const managing = membership !== null;
  const current = useMemo(() => membership ?? membershipOf(labels), [membership, labels]);
  const changes = useMemo(() => changedGroups(labels, current), [labels, current]);
  const selected = labels.find((l) => l.id === selectedGroup) ?? null;

  const removeFromGroup = useCallback(
    (label: Label, username: string) => {
      if (membership) setMembership(setInGroup(membership, label.id, username, false));
      else actions.removeFromGroup(label, username).catch((failure: unknown) => setError(firstErrorText(failure)));
    },
    [membership, actions],
  );
  const setInSelected = (username: string, value: boolean) => {
    if (selected) setMembership(setInGroup(current, selected.id, username, value));
  };

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await actions.saveGroups(changes);
      setMembership(null);
      showToast(channelsTexts.groupsSaved);
    } catch (failure) {
      setError(firstErrorText(failure));
    } finally {
      setSaving(false);
    }
  };

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
    onSave: () => void save(),
    canSave: changes.length > 0 && !saving,
  };

  return { managing, current, selected, removeFromGroup, setInSelected, error, toolbar };
}
