import { splitServerErrors } from '@advocate/api-client';
import { Button, CopyButton, useForm, useToast } from '@advocate/ui-kit';
import { required } from '@advocate/validation';
import { useId, useState } from 'react';
import { useCreateWebhook } from '../api/create-webhook.ts';
import { webhooksTexts } from '../webhooks-texts.ts';

const rules = { url: [required] };

/** The one line under the form: the server's url (else campaign) error, else its form-level text. */
function webhookServerErrors(failure: unknown) {
  const split = splitServerErrors(failure, ['url', 'campaign']);
  return { fieldErrors: {}, formError: split.fieldErrors.url ?? split.fieldErrors.campaign ?? split.formError };
}

/** Registers a webhook; its signing secret is shown once, right after (decision 524). */
export function WebhookAddForm({ slug }: { slug: string }) {
  const createWebhook = useCreateWebhook(slug).trigger;
  const { showToast } = useToast();
  const id = useId();
  const form = useForm({ url: '' }, rules, { serverErrors: webhookServerErrors });
  const [secret, setSecret] = useState<string | null>(null);
  const error = form.errorOf('url') ?? form.formError;

  const add = form.handleSubmit(async ({ url }) => {
    const made = await createWebhook(url.trim());
    setSecret(made.secret);
    showToast(webhooksTexts.added);
    return { url: '' };
  });

  return (
    <div className="space-y-3">
      <form onSubmit={(event) => void add(event)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-url`} className="mb-1 block text-sm font-medium text-secondary">
            {webhooksTexts.url}
          </label>
          <input
            id={`${id}-url`}
            name="url"
            type="url"
            maxLength={2048}
            placeholder="https://"
            value={form.values.url}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => form.set('url', event.target.value)}
            onBlur={() => form.touch('url')}
            className="block w-full rounded-md border border-gray-300 px-3 py-2 text-sm text-secondary"
          />
        </div>
        <Button type="submit" disabled={form.submitting}>
          {webhooksTexts.add}
        </Button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {secret ? (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-secondary">
          <p className="font-semibold">{webhooksTexts.secretTitle}</p>
          <p className="mb-2">{webhooksTexts.secretNote}</p>
          <code data-testid="webhook-secret" className="mb-2 block break-all">
            {secret}
          </code>
          <div className="flex gap-2">
            <CopyButton value={secret} label={webhooksTexts.copySecret} texts={{ copy: webhooksTexts.copySecret, copied: 'Copied!' }} />
            <Button variant="secondary" onClick={() => setSecret(null)}>
              {webhooksTexts.dismissSecret}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
