import { splitServerErrors } from '@advocate/api-client';
import { Button, FormError, InputField, Modal, useForm, useModalManager, useToast } from '@advocate/ui-kit';
import { featureFormFor } from '@advocate/validation';
import type { Rule } from '@advocate/validation';
import { useMemo } from 'react';
import { BroadcasterSearchField } from '../../../../shared/broadcaster-search/index.ts';
import { channelsTexts, FEATURE_MODAL } from '../channels-texts.ts';
import { fromLocalInput, toLocalInput } from '../lib/feature-times.ts';

export interface FeatureBroadcasterModalProps {
  campaign: { slug: string; start_date: string; end_date: string | null };
  /** The broadcaster of the card the modal was opened from. */
  broadcaster: string;
  feature: (body: { broadcaster: string; start_time: string; end_time: string }) => Promise<unknown>;
}

/**
 * 'Feature This Campaign' → Feature Broadcaster (spec 01 §2, §5): broadcaster search, start and end
 * date/time limited to the campaign dates (libs/validation featureFormFor), Submit.
 */
export function FeatureBroadcasterModal(props: FeatureBroadcasterModalProps) {
  return (
    <Modal name={FEATURE_MODAL} title={channelsTexts.featureBroadcaster}>
      <FeatureForm {...props} />
    </Modal>
  );
}

function FeatureForm({ campaign, broadcaster, feature }: FeatureBroadcasterModalProps) {
  const { closeModal } = useModalManager();
  const { showToast } = useToast();
  const rules = useMemo(() => {
    const base = featureFormFor(campaign);
    // The inputs hold local times; the rules compare instants.
    const asInstant =
      (rule: Rule): Rule =>
      (value, values = {}) =>
        rule(fromLocalInput(String(value ?? '')) || value, {
          ...values,
          start_time: fromLocalInput(String(values.start_time ?? '')) || values.start_time,
        });
    return {
      broadcaster: base.broadcaster,
      start_time: base.start_time.map(asInstant),
      end_time: base.end_time.map(asInstant),
    };
  }, [campaign]);
  // The times start empty: a feature is a choice, never a default (decision 685).
  const form = useForm({ broadcaster, start_time: '', end_time: '' }, rules, {
    serverErrors: (error) => splitServerErrors(error, ['broadcaster', 'start_time', 'end_time']),
  });
  const submit = form.handleSubmit(async (values) => {
    await feature({
      broadcaster: values.broadcaster.trim(),
      start_time: fromLocalInput(values.start_time),
      end_time: fromLocalInput(values.end_time),
    });
    showToast(channelsTexts.featured);
    closeModal(FEATURE_MODAL);
  });
  const b = form.field('broadcaster');
  // The pickers offer only the campaign's dates (spec 01 §2); the rules and the API say the same.
  const bounds = { min: toLocalInput(campaign.start_date) || undefined, max: toLocalInput(campaign.end_date) || undefined };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-2">
      <BroadcasterSearchField
        label={channelsTexts.broadcaster}
        value={b.value}
        onChange={b.onChange}
        onBlur={b.onBlur}
        error={b.error}
        filters={{ campaign: campaign.slug }}
      />
      <InputField
        label={channelsTexts.startTime}
        type="datetime-local"
        step={3600}
        min={bounds.min}
        max={bounds.max}
        field={form.field('start_time')}
      />
      <InputField
        label={channelsTexts.endTime}
        type="datetime-local"
        step={3600}
        min={bounds.min}
        max={bounds.max}
        field={form.field('end_time')}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={form.submitting}>
          {channelsTexts.submit}
        </Button>
      </div>
      <FormError message={form.formError} />
    </form>
  );
}
