import type { BroadcasterSearchFilters } from '@advocate/api-client';
import { Button, FormError, Modal } from '@advocate/ui-kit';
import type { Rule } from '@advocate/validation';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { BroadcasterSearchField } from '../../../../shared/broadcaster-search/index.ts';
import { broadcasterErrorOf } from '../lib/broadcaster-error.ts';
import { managementTexts } from '../management-texts.ts';

export interface BroadcasterPickModalProps {
  name: string;
  title: string;
  submitLabel: string;
  filters: BroadcasterSearchFilters;
  /** The client rule of spec 01 §5 for the picked username. */
  rule: Rule;
  /** Sends the pick; a rejection shows the server's broadcaster field error (spec 01 §8). */
  onSubmit: (username: string) => Promise<void>;
}

function PickForm({ title, submitLabel, filters, rule, onSubmit }: Omit<BroadcasterPickModalProps, 'name'>) {
  const [username, setUsername] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const local = rule(username, { broadcaster: username });
    if (local) return setFieldError(local);
    setSending(true);
    try {
      await onSubmit(username.trim());
    } catch (error) {
      const shown = broadcasterErrorOf(error);
      setFieldError(shown.field);
      setFormError(shown.form);
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
      <BroadcasterSearchField
        label={managementTexts.broadcaster}
        value={username}
        onChange={(value) => {
          setUsername(value);
          setFieldError(undefined);
        }}
        filters={filters}
        error={fieldError}
        autoFocus
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={sending}>
          {submitLabel}
        </Button>
      </div>
      <FormError message={formError} />
    </form>
  );
}

/** A modal with the broadcaster autosuggest and one submit (Invite a Broadcaster, Add a Broadcaster). */
export function BroadcasterPickModal({ name, ...form }: BroadcasterPickModalProps) {
  return (
    <Modal name={name} title={form.title}>
      <PickForm {...form} />
    </Modal>
  );
}
