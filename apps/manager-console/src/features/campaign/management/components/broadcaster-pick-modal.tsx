import type { BroadcasterSearchFilters } from '@advocate/api-client';
import { Button, FormError, Modal, useForm } from '@advocate/ui-kit';
import type { Rule } from '@advocate/validation';
import { BroadcasterSearchField } from '../../../../shared/broadcaster-search/index.ts';
import { broadcasterServerErrors } from '../lib/broadcaster-error.ts';
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
  const form = useForm({ broadcaster: '' }, { broadcaster: [rule] }, { serverErrors: broadcasterServerErrors });
  const submit = form.handleSubmit(({ broadcaster }) => onSubmit(broadcaster.trim()));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
      <BroadcasterSearchField
        label={managementTexts.broadcaster}
        value={form.values.broadcaster}
        onChange={(value) => form.set('broadcaster', value)}
        onBlur={() => form.touch('broadcaster')}
        filters={filters}
        error={form.errorOf('broadcaster')}
        autoFocus
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={form.submitting}>
          {submitLabel}
        </Button>
      </div>
      <FormError message={form.formError} />
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
