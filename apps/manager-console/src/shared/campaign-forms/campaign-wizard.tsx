import { useTeams } from '@advocate/api-client';
import type { CampaignDetail } from '@advocate/api-client';
import { useSession } from '@advocate/auth-and-guards';
import { isAdmin } from '@advocate/auth-and-guards/policies';
import { SelectField, TextAreaField, useForm, useModalManager, useToast, Wizard } from '@advocate/ui-kit';
import { campaignCreateForm } from '@advocate/validation';
import { useState } from 'react';
import { initialCampaignValues, campaignCreateBody, type CampaignFormValues } from './campaign-values.ts';
import { DetailsPage } from './details-page.tsx';
import { ParticipationPage } from './participation-page.tsx';
import { SettingsPage } from './settings-page.tsx';
import { useCreateCampaign } from './api/create-campaign.ts';
import { campaignSaveErrors } from './campaign-save-errors.ts';

/** Said once a campaign was created (wording chosen like 'Report Deleted!', decision 683). */
export const CAMPAIGN_CREATED = 'Campaign Created!';

/** Modal name of the creation wizard: `openModal(CAMPAIGN_WIZARD_MODAL)`. */
export const CAMPAIGN_WIZARD_MODAL = 'create-campaign';

/** The fields each page checks before Next (spec 01 §5), and those a server error may name. */
const PAGE_FIELDS = [
  ['name', 'team', 'start_date', 'end_date', 'client', 'website', 'description'],
  ['requirements', 'general_guidelines', 'payment_terms'],
  ['broadcasters_to_add', 'squads'],
  ['seconds_per_impression', 'impression_cutoff', 'daily_impression_cap', 'available_components'],
] as const;
const ALL_FIELDS = PAGE_FIELDS.flat();

export interface CampaignWizardProps {
  /** The team chosen at first (a team overview's own); null: none yet. */
  team?: number | null;
  /** Called with the new campaign after the lists were revalidated. */
  onCreated?: (campaign: CampaignDetail) => void;
}

/**
 * The four-page campaign creation wizard (spec 01 §2 Modals: Details, Requirements, Participation,
 * Settings; Back, Next, Submit, page dots; submits only on the last page; page 1 on every opening).
 * Mount it once and open it with `openModal(CAMPAIGN_WIZARD_MODAL)`; its form lives only while it
 * is open, so every opening starts empty.
 */
export function CampaignWizard(props: CampaignWizardProps) {
  const { isOpen } = useModalManager();
  return isOpen(CAMPAIGN_WIZARD_MODAL) ? <CampaignWizardForm {...props} /> : null;
}

function CampaignWizardForm({ team = null, onCreated }: CampaignWizardProps) {
  const { user } = useSession();
  const admin = user ? isAdmin(user) : false;
  const { data: teams = [] } = useTeams();
  const [initial] = useState(() => initialCampaignValues(team ?? (admin ? null : (teams[0]?.id ?? null))));
  const form = useForm<CampaignFormValues>(initial, campaignCreateForm, { serverErrors: campaignSaveErrors(ALL_FIELDS) });
  const create = useCreateCampaign();
  const { closeModal } = useModalManager();
  const { showToast } = useToast();
  const { values, set, field } = form;
  const chosenTeam = values.team === '' ? null : Number(values.team);

  const teamSelect = (
    <SelectField
      label="Team"
      field={{
        ...field('team'),
        onChange: (v) => {
          set('team', v);
          set('broadcasters_to_add', []);
          set('squads', []);
        },
      }}
    >
      {admin || values.team === '' ? <option value="">{admin ? 'No team' : 'Choose a team'}</option> : null}
      {teams.map((t) => (
        <option key={t.id} value={String(t.id)}>
          {t.name}
        </option>
      ))}
    </SelectField>
  );

  const submit = async () => {
    if (!form.check(ALL_FIELDS)) return;
    form.setFormError(null);
    try {
      const made = await create(campaignCreateBody(values));
      closeModal(CAMPAIGN_WIZARD_MODAL);
      showToast(CAMPAIGN_CREATED);
      onCreated?.(made);
    } catch (error) {
      form.showServerError(error);
    }
  };

  return (
    <Wizard
      name={CAMPAIGN_WIZARD_MODAL}
      title="Create New Campaign"
      canLeavePage={(page) => form.check(PAGE_FIELDS[page] ?? [])}
      onSubmit={submit}
      error={form.formError}
      pages={[
        { title: 'Details', content: <DetailsPage field={field} extra={teamSelect} /> },
        {
          title: 'Requirements',
          content: (
            <div>
              <TextAreaField label="Requirements" field={field('requirements')} rows={4} />
              <TextAreaField label="General Guidelines" field={field('general_guidelines')} rows={4} />
              <TextAreaField label="Payment Terms" field={field('payment_terms')} rows={3} />
            </div>
          ),
        },
        {
          title: 'Participation',
          content: (
            <ParticipationPage
              team={chosenTeam}
              broadcasters={values.broadcasters_to_add}
              squads={values.squads}
              onBroadcasters={(next) => set('broadcasters_to_add', next)}
              onSquads={(next) => set('squads', next)}
              errors={{ broadcasters_to_add: form.errorOf('broadcasters_to_add'), squads: form.errorOf('squads') }}
            />
          ),
        },
        {
          title: 'Settings',
          content: (
            <SettingsPage
              values={values}
              field={field}
              onFlag={(name, checked) => set(name, checked)}
              onComponents={(next) => set('available_components', next)}
              componentsError={form.errorOf('available_components')}
            />
          ),
        },
      ]}
    />
  );
}
