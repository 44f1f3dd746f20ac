import { isApiError, splitServerErrors } from '@advocate/api-client';
import type { TrafficFlag } from '@advocate/api-client';
import { Button, FormError, Modal, useForm, useModalManager, useToast } from '@advocate/ui-kit';
import { limits, messages } from '@advocate/validation';
import type { Rule } from '@advocate/validation';
import { useId } from 'react';
import { useDismissTrafficFlag } from '../api/dismiss-traffic-flag.ts';
import { useTrafficQuality } from '../api/get-traffic-quality.ts';
import { FLAG_KIND_NAMES, trafficQualityTexts as texts } from '../traffic-quality-texts.ts';

export const DISMISS_FLAG_MODAL = 'traffic-flag-dismiss';

const noteRequired: Rule = (value) => (typeof value === 'string' && value.trim() ? undefined : messages.dismissalNoteRequired);
const rules = { note: [noteRequired] };

function DismissForm({ slug, flag }: { slug: string; flag: TrafficFlag }) {
  const id = useId();
  const dismiss = useDismissTrafficFlag(slug).trigger;
  const { closeModal } = useModalManager();
  const { showToast } = useToast();
  const reload = useTrafficQuality(slug).mutate;
  const form = useForm({ note: '' }, rules, { serverErrors: (error) => splitServerErrors(error, ['note'], { detailAsText: true }) });
  const error = form.errorOf('note');

  const submit = form.handleSubmit(async ({ note }) => {
    try {
      await dismiss({ id: flag.id, note: note.trim(), updatedAt: flag.updated_at });
    } catch (failure) {
      // Clicks joined the flag since the page read it (decision 844): read it again, so the figures
      // above the note are the ones the next Dismiss names; the note stays as typed.
      if (isApiError(failure) && failure.status === 409) await reload();
      throw failure;
    }
    showToast(texts.dismissed);
    closeModal(DISMISS_FLAG_MODAL);
  });

  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
      <div className="space-y-1 text-sm">
        <p className="font-medium text-secondary">
          {FLAG_KIND_NAMES[flag.kind]} · {flag.broadcaster}
        </p>
        <p className="text-gray-700">{flag.reason}</p>
        <p className="text-gray-700">{texts.flaggedClicks(flag)}</p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-secondary">
          {texts.note}
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={limits.dismissalNoteMaxLength}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="rounded-md border border-gray-300 px-3 py-2 text-sm"
          value={form.values.note}
          onChange={(e) => form.set('note', e.target.value)}
          onBlur={() => form.touch('note')}
        />
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {texts.noteHint}
        </p>
        {error ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <FormError message={form.formError} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => closeModal(DISMISS_FLAG_MODAL)}>
          {texts.cancel}
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {texts.dismiss}
        </Button>
      </div>
    </form>
  );
}

/** Dismiss one traffic flag with a note (managers who may edit the campaign; decision 814). */
export function DismissFlagModal({ slug, flag }: { slug: string; flag: TrafficFlag | null }) {
  return (
    <Modal name={DISMISS_FLAG_MODAL} title={texts.dismissTitle}>
      {flag ? <DismissForm key={flag.id} slug={slug} flag={flag} /> : null}
    </Modal>
  );
}
