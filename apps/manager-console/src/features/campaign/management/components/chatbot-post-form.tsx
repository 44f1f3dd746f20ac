import { ALL_LIVE_TARGET, postChatbot, useApiClient } from '@advocate/api-client';
import { Button, FormError, useToast } from '@advocate/ui-kit';
import { broadcasterErrorOf } from '../lib/broadcaster-error.ts';
import { messages } from '@advocate/validation';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { BroadcasterSearchField } from '../../../../shared/broadcaster-search/index.ts';
import { managementTexts } from '../management-texts.ts';

type Scope = 'campaign' | 'all' | 'channel';

const scopes: Array<[Scope, string]> = [
  ['campaign', managementTexts.postCampaign],
  ['all', managementTexts.postAllLive],
  ['channel', managementTexts.postChannel],
];

/** The admins' chatbot post form (spec 01 §2, §6, §7 post-chatbot with '__ALL_LIVE__'). */
export function ChatbotPostForm({ slug }: { slug: string }) {
  const api = useApiClient();
  const { showToast } = useToast();
  const id = useId();
  const [scope, setScope] = useState<Scope>('campaign');
  const [broadcaster, setBroadcaster] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ text?: string; broadcaster?: string; form?: string }>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      text: text.trim() ? undefined : messages.required,
      broadcaster: scope === 'channel' && !broadcaster.trim() ? messages.selectValidBroadcaster : undefined,
    };
    setErrors(found);
    if (found.text || found.broadcaster) return;
    setSending(true);
    try {
      if (scope === 'channel') await postChatbot(api, { scope: 'channel', broadcaster: broadcaster.trim(), text });
      else await postChatbot(api, { scope: 'campaign', campaign: scope === 'all' ? ALL_LIVE_TARGET : slug, text });
      showToast(managementTexts.posted);
      setText('');
    } catch (error) {
      const shown = broadcasterErrorOf(error);
      setErrors({ broadcaster: shown.field, form: shown.form });
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)} className="mt-6 border-t border-gray-200 pt-4">
      <h3 id={`${id}-title`} className="mb-2 font-semibold text-secondary">
        {managementTexts.postTitle}
      </h3>
      <fieldset className="mb-3">
        <legend className="mb-1 text-sm font-medium text-secondary">{managementTexts.postScope}</legend>
        <div className="flex flex-col gap-1 sm:flex-row sm:gap-4">
          {scopes.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm text-secondary">
              <input type="radio" name={`${id}-scope`} value={value} checked={scope === value} onChange={() => setScope(value)} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {scope === 'channel' ? (
        <BroadcasterSearchField label={managementTexts.broadcaster} value={broadcaster} onChange={setBroadcaster} error={errors.broadcaster} />
      ) : null}
      <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium text-secondary">
        {managementTexts.postText}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        maxLength={500}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={errors.text ? true : undefined}
        aria-describedby={errors.text ? `${id}-text-error` : undefined}
        className={`block w-full rounded-md border px-3 py-2 text-sm text-secondary ${errors.text ? 'border-red-500' : 'border-gray-300'}`}
      />
      {errors.text ? (
        <p id={`${id}-text-error`} className="mt-1 text-xs text-red-600">
          {errors.text}
        </p>
      ) : null}
      <div className="mt-3 flex justify-end">
        <Button type="submit" disabled={sending}>
          {managementTexts.post}
        </Button>
      </div>
      <FormError message={errors.form} />
    </form>
  );
}
