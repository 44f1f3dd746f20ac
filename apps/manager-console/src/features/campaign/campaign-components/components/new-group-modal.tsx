import { firstErrorText } from '@advocate/api-client';
import { Button, FormError, Modal, TextField, useModalManager } from '@advocate/ui-kit';
import { groupLabelForm, validateForm, visibleFieldError } from '@advocate/validation';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { componentsTexts } from '../components-texts.ts';

export const NEW_GROUP_MODAL = 'components-new-group';

/** Add New Group (spec 01 §2, §5): name required, at most 32 characters (libs/validation groupLabelForm). */
export function NewGroupModal({ add }: { add: (name: string) => Promise<unknown> }) {
  return (
    <Modal name={NEW_GROUP_MODAL} title={componentsTexts.addGroup}>
      <NewGroupForm add={add} />
    </Modal>
  );
}

function NewGroupForm({ add }: { add: (name: string) => Promise<unknown> }) {
  const { closeModal } = useModalManager();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitFailed, setSubmitFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const error = visibleFieldError(validateForm(groupLabelForm, { name }).name, { touched, submitFailed });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (validateForm(groupLabelForm, { name }).name) {
      setSubmitFailed(true);
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      await add(name.trim());
      closeModal(NEW_GROUP_MODAL);
    } catch (failure) {
      setFormError(firstErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField label={componentsTexts.groupName} field={{ name: 'name', value: name, onChange: setName, onBlur: () => setTouched(true), error }} autoFocus />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {componentsTexts.create}
        </Button>
      </div>
      <FormError message={formError} />
    </form>
  );
}
