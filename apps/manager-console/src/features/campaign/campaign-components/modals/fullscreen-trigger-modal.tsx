import { splitServerErrors } from '@advocate/api-client';
import type { Component } from '@advocate/api-client';
import { Button, CheckboxField, EmptyState, FormError, Modal, SelectField, useForm, useModalManager, useToast } from '@advocate/ui-kit';
import { fullscreenTriggerForm } from '@advocate/validation';
import { useTriggerVideo } from '../api/trigger-video.ts';
import { modalsTexts } from './modals-texts.ts';

export const TRIGGER_MODAL = 'components-trigger-fullscreen-video';

interface TriggerFormProps {
  broadcasters: readonly string[];
  videos: readonly Component[];
}

interface TriggerValues {
  broadcasters: string[];
  component: string;
}

const triggerServerErrors = (error: unknown) => splitServerErrors(error, ['broadcasters', 'component']);

/** Spec 01 §2: a multi-select of the Active broadcasters, a component select, Trigger; 'Component Triggered!'. */
function TriggerForm({ broadcasters, videos }: TriggerFormProps) {
  const triggerVideo = useTriggerVideo().trigger;
  const { closeModal } = useModalManager();
  const { showToast } = useToast();
  const form = useForm<TriggerValues>({ broadcasters: [], component: '' }, fullscreenTriggerForm, { serverErrors: triggerServerErrors });
  const picked = form.values.broadcasters;
  const broadcastersError = form.errorOf('broadcasters');

  const pick = (usernames: string[]) => form.set('broadcasters', usernames);
  const toggle = (username: string, on: boolean) => pick(on ? [...picked, username] : picked.filter((u) => u !== username));

  const submit = form.handleSubmit(async (values) => {
    await triggerVideo({ broadcasters: values.broadcasters, component: Number(values.component) });
    showToast(modalsTexts.triggered);
    closeModal(TRIGGER_MODAL);
  });

  if (broadcasters.length === 0) return <EmptyState message={modalsTexts.noActiveBroadcasters} />;
  if (videos.length === 0) return <EmptyState message={modalsTexts.noVideos} />;
  return (
    <form noValidate aria-label={modalsTexts.triggerTitle} onSubmit={(event) => void submit(event)}>
      <fieldset className="mb-4" aria-describedby={broadcastersError ? 'trigger-broadcasters-error' : undefined}>
        <legend className="mb-1 block text-sm font-medium text-secondary">{modalsTexts.broadcasters}</legend>
        <div className="max-h-56 overflow-y-auto rounded-md border border-gray-300 px-3 pt-3">
          <CheckboxField
            label={modalsTexts.selectAll}
            checked={picked.length === broadcasters.length}
            onChange={(on) => pick(on ? [...broadcasters] : [])}
          />
          {broadcasters.map((username) => (
            <CheckboxField
              key={username}
              name="broadcasters"
              label={username}
              checked={picked.includes(username)}
              onChange={(on) => toggle(username, on)}
            />
          ))}
        </div>
        {broadcastersError ? (
          <p id="trigger-broadcasters-error" className="mt-1 text-xs text-red-600">
            {broadcastersError}
          </p>
        ) : null}
      </fieldset>
      <SelectField label={modalsTexts.component} field={form.field('component')}>
        <option value="">{modalsTexts.chooseComponent}</option>
        {videos.map((video) => (
          <option key={video.id} value={String(video.id)}>
            {video.name}
          </option>
        ))}
      </SelectField>
      <div className="flex justify-end">
        <Button type="submit" disabled={form.submitting}>
          {modalsTexts.trigger}
        </Button>
      </div>
      <FormError message={form.formError ?? undefined} />
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
