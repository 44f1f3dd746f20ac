import { firstErrorText } from '@advocate/api-client';
import type { BroadcasterCompliance, ComplianceComponent } from '@advocate/api-client';
import { Button, FormError, Modal, useForm, useModalManager, useToast } from '@advocate/ui-kit';
import { useId } from 'react';
import { useOverrideCompliance } from '../api/override-compliance.ts';
import { ComplianceBadge } from '../components/compliance-badge.tsx';
import { complianceTexts } from '../compliance-texts.ts';
import { formatTime, kindOf, overrideFor } from '../lib/compliance-view.ts';

export const OVERRIDE_MODAL = 'compliance-override';

/** Note length the API accepts (decision 571). */
const NOTE_MAX = 500;

export interface OverrideTarget {
  broadcaster: BroadcasterCompliance;
  componentId?: number;
}

interface OverrideValues {
  componentId: number | null;
  note: string;
}

/** Any failure shows as one text under the form (spec 00 §8's first-error rule). */
const overrideServerErrors = (failure: unknown) => ({ fieldErrors: {}, formError: firstErrorText(failure) });

function OverrideForm({ slug, target, components }: { slug: string; target: OverrideTarget; components: readonly ComplianceComponent[] }) {
  const id = useId();
  const override = useOverrideCompliance(slug).trigger;
  const { closeModal } = useModalManager();
  const { showToast } = useToast();
  const overridable = components.filter((c) => c.version_id !== null);
  const form = useForm<OverrideValues>(
    { componentId: target.componentId ?? overridable[0]?.id ?? null, note: '' },
    {},
    { serverErrors: overrideServerErrors },
  );
  const { componentId, note } = form.values;
  const component = overridable.find((c) => c.id === componentId);
  if (!component) return <p className="text-sm text-gray-600">{complianceTexts.noComponents}</p>;
  const entry = target.broadcaster.compliance[String(component.id)];
  const transition = overrideFor(entry);

  const submit = form.handleSubmit(async () => {
    await override({
      broadcaster: target.broadcaster.name,
      action: transition.action,
      component_version_id: entry?.component_version_id ?? (component.version_id as number),
      verbiage: note.trim() ? note.trim() : null,
      ...(entry ? { audit_time: entry.last_updated, compliance: entry.compliant } : {}),
    });
    showToast(complianceTexts.updated);
    closeModal(OVERRIDE_MODAL);
  });

  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)}>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-component`} className="text-sm font-medium text-secondary">
          {complianceTexts.component}
        </label>
        <select
          id={`${id}-component`}
          className="rounded-md border border-gray-300 px-3 py-2 text-sm"
          value={component.id}
          onChange={(e) => form.set('componentId', Number(e.target.value))}
        >
          {overridable.map((c) => (
            <option key={c.id} value={c.id}>{`${c.name} (${c.type_name})`}</option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm text-secondary">
        <span>{complianceTexts.currentStatus}:</span>
        <ComplianceBadge kind={kindOf(entry)} label={entry?.status} />
        {entry ? <span className="text-xs text-gray-600">{formatTime(entry.last_updated)}</span> : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-secondary">
          {complianceTexts.note}
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={NOTE_MAX}
          className="rounded-md border border-gray-300 px-3 py-2 text-sm"
          value={note}
          onChange={(e) => form.set('note', e.target.value)}
        />
      </div>
      <FormError message={form.formError} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => closeModal(OVERRIDE_MODAL)}>
          {complianceTexts.close}
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {complianceTexts.overrideTo(transition.next)}
        </Button>
      </div>
    </form>
  );
}

/** Override one component's result for a broadcaster (editors, before the campaign ends; spec 01 §4). */
export function OverrideComplianceModal({
  slug,
  target,
  components,
}: {
  slug: string;
  target: OverrideTarget | null;
  components: readonly ComplianceComponent[];
}) {
  return (
    <Modal name={OVERRIDE_MODAL} title={target ? complianceTexts.overrideTitle(target.broadcaster.name) : undefined}>
      {target ? (
        <OverrideForm key={`${target.broadcaster.name}-${target.componentId ?? ''}`} slug={slug} target={target} components={components} />
      ) : null}
    </Modal>
  );
}
