import { splitServerErrors, triggerVideo, useApiClient } from '@advocate/api-client';
import type { Component } from '@advocate/api-client';
import { Button, CheckboxField, EmptyState, FormError, Modal, SelectField, useModalManager, useToast } from '@advocate/ui-kit';
import { fullscreenTriggerForm, validateForm } from '@advocate/validation';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { modalsTexts } from './modals-texts.ts';

export const TRIGGER_MODAL = 'components-trigger-fullscreen-video';

interface TriggerFormProps {
  broadcasters: readonly string[];
  videos: readonly Component[];
}

/** Spec 01 §2: a multi-select of the Active broadcasters, a component select, Trigger; 'Component Triggered!'. */
function TriggerForm({ broadcasters, videos }: TriggerFormProps) {
  const api = useApiClient();
  const { closeModal } = useModalManager();
  const { showToast } = useToast();
  const [picked, setPicked] = useState<string[]>([]);
  const [component, setComponent] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const toggle = (username: string, on: boolean) => {
    setPicked((now) => (on ? [...now, username] : now.filter((u) => u !== username)));
    setErrors((e) => ({ ...e, broadcasters: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const values = { broadcasters: picked, component: component === '' ? undefined : Number(component) };
    const local = validateForm(fullscreenTriggerForm, values);
    setErrors(local);
    if (Object.keys(local).length) return;
    setSending(true);
    try {
      await triggerVideo(api, { broadcasters: picked, component: Number(component) });
      showToast(modalsTexts.triggered);
      closeModal(TRIGGER_MODAL);
    } catch (error) {
      const split = splitServerErrors(error, ['broadcasters', 'component']);
      setErrors(split.fieldErrors);
      setFormError(split.formError);
      setSending(false);
    }
  };

  if (broadcasters.length === 0) return <EmptyState message={modalsTexts.noActiveBroadcasters} />;
  if (videos.length === 0) return <EmptyState message={modalsTexts.noVideos} />;
  return (
    <form noValidate aria-label={modalsTexts.triggerTitle} onSubmit={(event) => void submit(event)}>
      <fieldset className="mb-4" aria-describedby={errors.broadcasters ? 'trigger-broadcasters-error' : undefined}>
        <legend className="mb-1 block text-sm font-medium text-secondary">{modalsTexts.broadcasters}</legend>
        <div className="max-h-56 overflow-y-auto rounded-md border border-gray-300 px-3 pt-3">
          <CheckboxField
            label={modalsTexts.selectAll}
            checked={picked.length === broadcasters.length}
            onChange={(on) => {
              setPicked(on ? [...broadcasters] : []);
              setErrors((e) => ({ ...e, broadcasters: undefined }));
            }}
          />
          {broadcasters.map((username) => (
            <CheckboxField key={username} name="broadcasters" label={username} checked={picked.includes(username)} onChange={(on) => toggle(username, on)} />
          ))}
        </div>
        {errors.broadcasters ? (
          <p id="trigger-broadcasters-error" className="mt-1 text-xs text-red-600">
            {errors.broadcasters}
          </p>
        ) : null}
      </fieldset>
      <SelectField
        label={modalsTexts.component}
        field={{
          name: 'component',
          value: component,
          onChange: (value) => {
            setComponent(value);
            setErrors((e) => ({ ...e, component: undefined }));
          },
          onBlur: () => undefined,
          error: errors.component,
        }}
      >
        <option value="">{modalsTexts.chooseComponent}</option>
        {videos.map((video) => (
          <option key={video.id} value={String(video.id)}>
            {video.name}
          </option>
        ))}
      </SelectField>
      <div className="flex justify-end">
        <Button type="submit" disabled={sending}>
          {modalsTexts.trigger}
        </Button>
      </div>
      <FormError message={formError ?? undefined} />
    </form>
  );
}

export function FullscreenTriggerModal(props: TriggerFormProps) {
  return (
    <Modal name={TRIGGER_MODAL} title={modalsTexts.triggerTitle}>
      <TriggerForm {...props} />
    </Modal>
  );
}
