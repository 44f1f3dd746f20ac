import { failureText, firstErrorText } from '@advocate/api-client';
import type { FeaturedCampaign } from '@advocate/api-client';
import { canEditFeature, groupFeaturesByTiming } from '@advocate/metrics-math';
import { Button, FormError, LoadingBar, Modal, useModalManager } from '@advocate/ui-kit';
import { featureFormFor, validateForm } from '@advocate/validation';
import { useId, useState } from 'react';
import { useFeatures } from '../api/get-featured-campaigns.ts';
import { channelsTexts, FEATURE_MODAL, FEATURED_MODAL } from '../channels-texts.ts';
import { fromLocalInput, toLocalInput } from '../lib/feature-times.ts';

export interface FeaturedCampaignsModalProps {
  campaign: { slug: string; start_date: string; end_date: string | null };
  /** The card's broadcaster: the modal lists their features. */
  broadcaster: string | null;
  updateFeature: (id: number, body: { start_time: string; end_time: string }) => Promise<unknown>;
  removeFeature: (id: number) => Promise<unknown>;
}

const when = (value: string) => new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The featured-campaigns modal (spec 01 §2): the broadcaster's Current, Upcoming and Past features of
 * this campaign; only current and upcoming can be changed or removed; 'Feature This Campaign' adds one.
 */
export function FeaturedCampaignsModal(props: FeaturedCampaignsModalProps) {
  return (
    <Modal
      name={FEATURED_MODAL}
      title={props.broadcaster ? channelsTexts.featuredCampaignsOf(props.broadcaster) : channelsTexts.featuredCampaigns}
      widthClass="max-w-2xl"
    >
      <FeatureLists {...props} />
    </Modal>
  );
}

function FeatureLists({ campaign, broadcaster, updateFeature, removeFeature }: FeaturedCampaignsModalProps) {
  const { openModal } = useModalManager();
  const features = useFeatures(campaign.slug, true);
  const [now] = useState(() => new Date());
  if (features.error) return <FormError message={firstErrorText(features.error)} />;
  if (!features.data) return <LoadingBar label={channelsTexts.loading} />;
  const mine = features.data.filter((f) => broadcaster === null || f.broadcaster.toLowerCase() === broadcaster.toLowerCase());
  const groups = groupFeaturesByTiming(mine, now);
  const sections = [
    [channelsTexts.current, groups.current],
    [channelsTexts.upcoming, groups.upcoming],
    [channelsTexts.past, groups.past],
  ] as const;
  return (
    <div className="space-y-4">
      {sections.map(([title, list]) => (
        <section key={title}>
          <h3 className="mb-1 text-sm font-semibold text-secondary">{title}</h3>
          {list.length === 0 ? (
            <p className="text-sm text-gray-700">{channelsTexts.none}</p>
          ) : (
            <ul className="space-y-2">
              {list.map((f) =>
                canEditFeature(f, now) ? (
                  <EditableFeature key={f.id} feature={f} campaign={campaign} update={updateFeature} remove={removeFeature} />
                ) : (
                  <li key={f.id} className="text-sm text-secondary">
                    {f.broadcaster}: {when(f.start_time)} – {when(f.end_time)}
                  </li>
                ),
              )}
            </ul>
          )}
        </section>
      ))}
      <div className="flex justify-end">
        <Button onClick={() => openModal(FEATURE_MODAL)}>{channelsTexts.featureThisCampaign}</Button>
      </div>
    </div>
  );
}

function EditableFeature({
  feature,
  campaign,
  update,
  remove,
}: {
  feature: FeaturedCampaign;
  campaign: FeaturedCampaignsModalProps['campaign'];
  update: FeaturedCampaignsModalProps['updateFeature'];
  remove: FeaturedCampaignsModalProps['removeFeature'];
}) {
  const id = useId();
  // The pickers offer only the campaign's dates (spec 01 §2).
  const min = toLocalInput(campaign.start_date) || undefined;
  const max = toLocalInput(campaign.end_date) || undefined;
  const [start, setStart] = useState(toLocalInput(feature.start_time));
  const [end, setEnd] = useState(toLocalInput(feature.end_time));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failureText(failure, firstErrorText(failure)));
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    const values = { broadcaster: feature.broadcaster, start_time: fromLocalInput(start), end_time: fromLocalInput(end) };
    const errors = validateForm(featureFormFor(campaign), values);
    const first = Object.values(errors).find((m) => typeof m === 'string');
    if (first) {
      setError(first);
      return;
    }
    void run(() => update(feature.id, { start_time: values.start_time, end_time: values.end_time }));
  };
  return (
    <li className="rounded border border-gray-200 p-2">
      <p className="mb-1 text-sm font-medium text-secondary">{feature.broadcaster}</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col text-xs text-secondary">
          <label htmlFor={`${id}-start`}>{channelsTexts.startTime}</label>
          <input
            id={`${id}-start`}
            type="datetime-local"
            step={3600}
            min={min}
            max={max}
            value={start}
            onChange={(e) => setStart(e.target.value)}
            className="rounded border border-gray-300 px-2 py-1 text-sm"
          />
        </div>
        <div className="flex flex-col text-xs text-secondary">
          <label htmlFor={`${id}-end`}>{channelsTexts.endTime}</label>
          <input
            id={`${id}-end`}
            type="datetime-local"
            step={3600}
            min={min}
            max={max}
            value={end}
            onChange={(e) => setEnd(e.target.value)}
            className="rounded border border-gray-300 px-2 py-1 text-sm"
          />
        </div>
        <Button variant="secondary" disabled={busy} onClick={save}>
          {channelsTexts.update}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void run(() => remove(feature.id))}>
          {channelsTexts.remove}
        </Button>
      </div>
      <FormError message={error} />
    </li>
  );
}
