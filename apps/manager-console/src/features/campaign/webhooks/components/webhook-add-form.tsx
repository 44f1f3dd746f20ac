import { createWebhook, splitServerErrors, useApiClient } from '@advocate/api-client';
import { Button, CopyButton, useToast } from '@advocate/ui-kit';
import { messages } from '@advocate/validation';
import { useId, useState } from 'react';
import { webhooksTexts } from '../webhooks-texts.ts';

/** Registers a webhook; its signing secret is shown once, right after (decision 524). */
export function WebhookAddForm({ slug, onAdded }: { slug: string; onAdded: () => void }) {
  const api = useApiClient();
  const { showToast } = useToast();
  const id = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const add = async () => {
    if (!url.trim()) return setError(messages.required);
    setBusy(true);
    setError(null);
    try {
      const made = await createWebhook(api, { campaign: slug, url: url.trim() });
      setSecret(made.secret);
      setUrl('');
      showToast(webhooksTexts.added);
      onAdded();
    } catch (failure) {
      const split = splitServerErrors(failure, ['url', 'campaign']);
      setError(split.fieldErrors.url ?? split.fieldErrors.campaign ?? split.formError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <form onSubmit={(event) => (event.preventDefault(), void add())} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-url`} className="mb-1 block text-sm font-medium text-secondary">{webhooksTexts.url}</label>
          <input id={`${id}-url`} name="url" type="url" maxLength={2048} placeholder="https://" value={url}
            aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setUrl(event.target.value)}
            className="block w-full rounded-md border border-gray-300 px-3 py-2 text-sm text-secondary" />
        </div>
        <Button type="submit" disabled={busy}>{webhooksTexts.add}</Button>
      </form>
      {error ? <p id={`${id}-error`} role="alert" className="text-sm text-red-600">{error}</p> : null}
      {secret ? (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-secondary">
          <p className="font-semibold">{webhooksTexts.secretTitle}</p>
          <p className="mb-2">{webhooksTexts.secretNote}</p>
          <code data-testid="webhook-secret" className="mb-2 block break-all">{secret}</code>
          <div className="flex gap-2">
            <CopyButton value={secret} label={webhooksTexts.copySecret} texts={{ copy: webhooksTexts.copySecret, copied: 'Copied!' }} />
            <Button variant="secondary" onClick={() => setSecret(null)}>{webhooksTexts.dismissSecret}</Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
