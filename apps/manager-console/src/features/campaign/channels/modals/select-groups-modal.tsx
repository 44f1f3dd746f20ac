import { firstErrorText } from '@advocate/api-client';
import type { Label, LabelBatchItem } from '@advocate/api-client';
import { Button, CheckboxField, FormError, Modal, useModalManager } from '@advocate/ui-kit';
import { useState } from 'react';
import { channelsTexts, SELECT_GROUPS_MODAL } from '../channels-texts.ts';
import { changedGroups, groupsOfBroadcaster, membershipOf, setInGroup } from '../lib/group-membership.ts';

/** A card's select-groups button opens this: one checkbox per group, Save sends the changed ones (spec 01 §2, §7). */
export function SelectGroupsModal({
  labels,
  username,
  save,
}: {
  labels: readonly Label[];
  username: string | null;
  save: (changes: LabelBatchItem[]) => Promise<unknown>;
}) {
  return (
    <Modal name={SELECT_GROUPS_MODAL} title={username ? channelsTexts.selectGroupsOf(username) : channelsTexts.selectGroups}>
      {username ? <GroupChoices labels={labels} username={username} save={save} /> : null}
    </Modal>
  );
}

function GroupChoices({
  labels,
  username,
  save,
}: {
  labels: readonly Label[];
  username: string;
  save: (changes: LabelBatchItem[]) => Promise<unknown>;
}) {
  const { closeModal } = useModalManager();
  const [membership, setMembership] = useState(() => membershipOf(labels));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inGroups = new Set(groupsOfBroadcaster(labels, membership, username).map((l) => l.id));
  const changes = changedGroups(labels, membership);
  if (labels.length === 0) return <p className="text-sm text-gray-700">{channelsTexts.noGroups}</p>;
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await save(changes);
      closeModal(SELECT_GROUPS_MODAL);
    } catch (failure) {
      setError(firstErrorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      {labels.map((label) => (
        <CheckboxField
          key={label.id}
          label={label.name}
          checked={inGroups.has(label.id)}
          onChange={(checked) => setMembership((m) => setInGroup(m, label.id, username, checked))}
        />
      ))}
      <div className="flex justify-end">
        <Button disabled={busy || changes.length === 0} onClick={() => void submit()}>
          {channelsTexts.save}
        </Button>
      </div>
      <FormError message={error} />
    </div>
  );
}
