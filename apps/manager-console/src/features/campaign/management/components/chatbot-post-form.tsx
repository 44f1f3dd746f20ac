import { ALL_LIVE_TARGET } from '@advocate/api-client';
import { Button, FormError, useForm, useToast } from '@advocate/ui-kit';
import { broadcasterServerErrors } from '../lib/broadcaster-error.ts';
import { messages, required, when } from '@advocate/validation';
import { useId } from 'react';
import { BroadcasterSearchField } from '../../../../shared/broadcaster-search/index.ts';
import { usePostChatbot } from '../api/post-chatbot.ts';
import { managementTexts } from '../management-texts.ts';

type Scope = 'campaign' | 'all' | 'channel';

const scopes: Array<[Scope, string]> = [
  ['campaign', managementTexts.postCampaign],
  ['all', managementTexts.postAllLive],
  ['channel', managementTexts.postChannel],
];

interface PostValues {
  scope: Scope;
  broadcaster: string;
  text: string;
}

const pickedBroadcaster = (value: unknown) => (required(value) ? messages.selectValidBroadcaster : undefined);

const rules = {
  text: [required],
  broadcaster: [when((all) => all.scope === 'channel', pickedBroadcaster)],
};

/** The admins' chatbot post form (spec 01 §2, §6, §7 post-chatbot with '__ALL_LIVE__'). */
export function ChatbotPostForm({ slug }: { slug: string }) {
  const postChatbot = usePostChatbot().trigger;
  const { showToast } = useToast();
  const id = useId();
  const form = useForm<PostValues>({ scope: 'campaign', broadcaster: '', text: '' }, rules, { serverErrors: broadcasterServerErrors });
  const { scope, broadcaster, text } = form.values;
  const textError = form.errorOf('text');

  const submit = form.handleSubmit(async (values) => {
    if (values.scope === 'channel') await postChatbot({ scope: 'channel', broadcaster: values.broadcaster.trim(), text: values.text });
    else await postChatbot({ scope: 'campaign', campaign: values.scope === 'all' ? ALL_LIVE_TARGET : slug, text: values.text });
    showToast(managementTexts.posted);
    return { ...values, text: '' };
  });

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      className="mt-6 border-t border-gray-200 pt-4"
    >
      <h3 id={`${id}-title`} className="mb-2 font-semibold text-secondary">
        {managementTexts.postTitle}
      </h3>
      <fieldset className="mb-3">
        <legend className="mb-1 text-sm font-medium text-secondary">{managementTexts.postScope}</legend>
        <div className="flex flex-col gap-1 sm:flex-row sm:gap-4">
          {scopes.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm text-secondary">
              <input type="radio" name={`${id}-scope`} value={value} checked={scope === value} onChange={() => form.set('scope', value)} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {scope === 'channel' ? (
        <BroadcasterSearchField
          label={managementTexts.broadcaster}
          value={broadcaster}
          onChange={(value) => form.set('broadcaster', value)}
          onBlur={() => form.touch('broadcaster')}
          error={form.errorOf('broadcaster')}
        />
      ) : null}
      <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium text-secondary">
        {managementTexts.postText}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        maxLength={500}
        rows={3}
        onChange={(event) => form.set('text', event.target.value)}
        onBlur={() => form.touch('text')}
        aria-invalid={textError ? true : undefined}
        aria-describedby={textError ? `${id}-text-error` : undefined}
        className={`block w-full rounded-md border px-3 py-2 text-sm text-secondary ${textError ? 'border-red-500' : 'border-gray-300'}`}
      />
      {textError ? (
        <p id={`${id}-text-error`} className="mt-1 text-xs text-red-600">
          {textError}
        </p>
      ) : null}
      <div className="mt-3 flex justify-end">
        <Button type="submit" disabled={form.submitting}>
          {managementTexts.post}
        </Button>
      </div>
      <FormError message={form.formError} />
    </form>
  );
}
