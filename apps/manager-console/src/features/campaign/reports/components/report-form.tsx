import { splitServerErrors, useCampaigns } from '@advocate/api-client';
import type { CampaignSummary } from '@advocate/api-client';
import { Button, FormError, InputField, SelectField, TextField, useForm } from '@advocate/ui-kit';
import { useMemo } from 'react';
import { limitFieldName, reportFormRules } from '../lib/report-form-rules.ts';
import { reportRequestBody } from '../lib/report-request.ts';
import type { ReportFormValues, ReportRequestBody } from '../lib/report-request.ts';
import { defaultSections, TABLE_SECTIONS } from '../lib/report-sections.ts';
import type { ReportTypeCode } from '../lib/report-sections.ts';
import { defaultRange } from '../lib/report-times.ts';
import { REPORT_TYPE_LABELS, reportsTexts } from '../reports-texts.ts';
import { BroadcasterChoice } from './broadcaster-choice.tsx';
import { CampaignChoice } from './campaign-choice.tsx';
import { SectionFields } from './section-fields.tsx';

interface ReportFormProps {
  campaign: CampaignSummary;
  /** Usernames of the campaign's broadcasters, for 'Only these broadcasters'. */
  broadcasters: readonly string[];
  create: (body: ReportRequestBody) => Promise<unknown>;
  onCancel: () => void;
  onCreated: () => void;
}

const SERVER_FIELDS = ['name', 'type', 'start_time', 'end_time', 'campaigns'];

/**
 * 'Generate New Report' (spec 01 §2 Reports tab, §5, §7, §9): name, type, range with time, campaigns,
 * broadcasters and every table section with the defaults of §9, its optional columns, limit and the
 * empty-row filter.
 */
export function ReportForm({ campaign, broadcasters, create, onCancel, onCreated }: ReportFormProps) {
  const campaigns = useCampaigns();
  const initial = useMemo<ReportFormValues>(
    () => ({
      name: '',
      type: 'P',
      ...defaultRange(campaign, new Date()),
      campaigns: [campaign.slug],
      broadcasterScope: 'all',
      broadcasters: [],
      sections: defaultSections(),
    }),
    [campaign],
  );
  const form = useForm(initial, reportFormRules, { serverErrors: (error) => splitServerErrors(error, SERVER_FIELDS) });
  const { values } = form;
  // The open campaign first, then the others of its team the user can see (decision 603).
  const choices = [campaign, ...(campaigns.data ?? []).filter((c) => c.team === campaign.team && c.slug !== campaign.slug)];

  const submit = form.handleSubmit(async (current) => {
    await create(reportRequestBody(current));
    onCreated();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={reportsTexts.generateNew} className="space-y-2">
      <div className="grid grid-cols-1 gap-x-6 md:grid-cols-2">
        <TextField label={reportsTexts.reportName} field={form.field('name')} />
        <SelectField label={reportsTexts.reportType} field={form.field('type')}>
          {(Object.keys(REPORT_TYPE_LABELS) as ReportTypeCode[]).map((code) => (
            <option key={code} value={code}>
              {REPORT_TYPE_LABELS[code]}
            </option>
          ))}
        </SelectField>
        <InputField label={reportsTexts.startTime} type="datetime-local" field={form.field('start_time')} />
        <InputField label={reportsTexts.endTime} type="datetime-local" field={form.field('end_time')} />
      </div>
      <p className="-mt-2 mb-2 text-xs text-gray-600">{reportsTexts.rangeNote}</p>
      <div className="grid grid-cols-1 gap-x-6 md:grid-cols-2">
        <CampaignChoice
          campaigns={choices}
          chosen={values.campaigns}
          onChange={(next) => form.set('campaigns', next)}
          error={form.errorOf('campaigns')}
        />
        <BroadcasterChoice
          usernames={broadcasters}
          scope={values.broadcasterScope}
          chosen={values.broadcasters}
          onScope={(scope) => form.set('broadcasterScope', scope)}
          onChosen={(next) => form.set('broadcasters', next)}
          error={form.errorOf('broadcasters')}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-secondary">{reportsTexts.sections}</legend>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
          {TABLE_SECTIONS.map((definition) => {
            const state = values.sections[definition.key];
            const name = limitFieldName(definition.key);
            return (
              <SectionFields
                key={definition.key}
                definition={definition}
                state={state}
                onChange={(next) => form.set('sections', { ...values.sections, [definition.key]: next })}
                limitField={{
                  name,
                  value: state.limit,
                  onChange: (limit) => form.set('sections', { ...values.sections, [definition.key]: { ...state, limit } }),
                  onBlur: () => form.touch(name),
                  error: form.errorOf(name),
                }}
              />
            );
          })}
        </div>
      </fieldset>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          {reportsTexts.cancel}
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {reportsTexts.generate}
        </Button>
      </div>
      <FormError message={form.formError} />
    </form>
  );
}
