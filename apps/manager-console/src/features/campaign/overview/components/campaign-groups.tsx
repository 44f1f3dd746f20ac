import { firstErrorText } from '@advocate/api-client';
import type { Label } from '@advocate/api-client';
import { Button, EmptyState, FormError, Modal, TextField, useModalManager } from '@advocate/ui-kit';
import { groupLabelForm, validateForm, visibleFieldError } from '@advocate/validation';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useGroupActions } from '../api/use-group-actions.ts';
import { overviewTexts } from '../lib/overview-texts.ts';

const NEW_GROUP_MODAL = 'new-group';

/**
 * The campaign-groups list (spec 01 §2). Editors of a campaign that has not ended may add and
 * remove groups; read-only users only read them (spec 01 §6).
 */
export function CampaignGroups({ slug, labels, editable }: { slug: string; labels: Label[]; editable: boolean }) {
  const { openModal } = useModalManager();
  const { remove } = useGroupActions(slug);
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
                <span className="block text-xs text-gray-600">{overviewTexts.groupMembers(label.broadcasters.length, label.components.length)}</span>
              </span>
              {editable ? (
                <Button
                  variant="ghost"
                  aria-label={overviewTexts.removeGroup(label.name)}
                  onClick={() => remove(label.id).catch(() => setError("Couldn't delete group. Please try again later"))}
                >
                  ✕
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <FormError message={error} />
      {editable ? (
        <Modal name={NEW_GROUP_MODAL} title={overviewTexts.addGroup}>
          <NewGroupForm slug={slug} />
        </Modal>
      ) : null}
    </section>
  );
}

/** The new-group form: name required, at most 32 characters (spec 01 §5, libs/validation groupLabelForm). */
function NewGroupForm({ slug }: { slug: string }) {
  const { add } = useGroupActions(slug);
  const { closeModal } = useModalManager();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitFailed, setSubmitFailed] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const error = visibleFieldError(validateForm(groupLabelForm, { name }).name, { touched, submitFailed });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (validateForm(groupLabelForm, { name }).name) {
      setSubmitFailed(true);
      return;
    }
    try {
      await add(name.trim());
      closeModal(NEW_GROUP_MODAL);
    } catch (failure) {
      setFormError(firstErrorText(failure));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextField label={overviewTexts.groupName} field={{ name: 'name', value: name, onChange: setName, onBlur: () => setTouched(true), error }} autoFocus />
      <div className="flex justify-end">
        <Button type="submit">Create</Button>
      </div>
      <FormError message={formError} />
    </form>
  );
}
