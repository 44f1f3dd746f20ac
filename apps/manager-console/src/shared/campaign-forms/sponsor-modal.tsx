import type { CampaignDetail, TeamSummary } from '@advocate/api-client';
import { InputField, TextField, useForm, useModalManager, Wizard } from '@advocate/ui-kit';
import { required, sponsorForm } from '@advocate/validation';
import { fromLocalInput, nextFullHour, toLocalInput } from './campaign-values.ts';
import { useCreateCampaign } from './api/create-campaign.ts';
import { campaignSaveErrors } from './campaign-save-errors.ts';

export const SPONSOR_MODAL = 'add-sponsor';
const FIELDS = ['name', 'start_date', 'end_date', 'website', 'seconds_per_impression'] as const;

interface SponsorValues extends Record<string, unknown> {
  name: string;
  website: string;
  start_date: string;
  end_date: string;
  seconds_per_impression: string;
}

/**
 * 'Add a Sponsor' of a team overview (spec 01 §2, §9): a campaign of the team that inherits the
 * team's seconds_per_impression. Open with `openModal(SPONSOR_MODAL)`.
 */
export function SponsorModal({
  team,
  onCreated,
}: {
  team: Pick<TeamSummary, 'id' | 'name' | 'seconds_per_impression'>;
  onCreated?: (campaign: CampaignDetail) => void;
}) {
  const { isOpen } = useModalManager();
  return isOpen(SPONSOR_MODAL) ? <SponsorForm team={team} onCreated={onCreated} /> : null;
}

function SponsorForm({
  team,
  onCreated,
}: {
  team: Pick<TeamSummary, 'id' | 'name' | 'seconds_per_impression'>;
  onCreated?: (campaign: CampaignDetail) => void;
}) {
  const form = useForm<SponsorValues>(
    {
      name: '',
      website: '',
      start_date: toLocalInput(nextFullHour()),
      end_date: '',
      seconds_per_impression: String(team.seconds_per_impression),
    },
    { ...sponsorForm, start_date: [required] },
    { serverErrors: campaignSaveErrors(FIELDS) },
  );
  const create = useCreateCampaign();
  const { closeModal } = useModalManager();

  const submit = async () => {
    if (!form.check(FIELDS)) return;
    form.setFormError(null);
    const { values } = form;
    try {
      const made = await create({
        name: values.name.trim(),
        website: values.website.trim(),
        start_date: fromLocalInput(values.start_date) ?? '',
        end_date: fromLocalInput(values.end_date),
        team: team.id,
        seconds_per_impression: Number(values.seconds_per_impression),
        budget: 1,
        target: 1,
      });
      closeModal(SPONSOR_MODAL);
      onCreated?.(made);
    } catch (error) {
      form.showServerError(error);
    }
  };

  return (
    <Wizard
      name={SPONSOR_MODAL}
      title={`Add a Sponsor to ${team.name}`}
      onSubmit={submit}
      error={form.formError}
      pages={[
        {
          title: 'Details',
          content: (
            <div>
              <TextField label="Sponsor Name" field={form.field('name')} autoFocus />
              <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
                <InputField label="Start Date" type="datetime-local" step={3600} field={form.field('start_date')} />
                <InputField label="End Date (optional)" type="datetime-local" step={3600} field={form.field('end_date')} />
              </div>
              <TextField label="Website" field={form.field('website')} />
              <InputField label="Seconds per impression" type="number" min={0} field={form.field('seconds_per_impression')} />
            </div>
          ),
        },
      ]}
    />
  );
}
