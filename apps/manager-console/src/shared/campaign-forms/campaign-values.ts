import type { CampaignCreate, CampaignDetail, CampaignUpdate, ComponentSlug } from '@advocate/api-client';
import { COMPONENT_TYPES, COMPONENT_TYPE_NAMES as NAMES } from '@advocate/auth-and-guards/policies';

/** Component types a campaign may offer, with their names, in their sort order (spec 01 §3; migration 0002). */
export const COMPONENT_TYPE_NAMES: Array<{ value: ComponentSlug; label: string }> = COMPONENT_TYPES.map((value) => ({
  value,
  label: NAMES[value],
}));

/** The Details page, shared by creation and update. Dates are `datetime-local` texts (local time). */
export interface DetailsValues extends Record<string, unknown> {
  name: string;
  client: string;
  website: string;
  start_date: string;
  end_date: string;
  description: string;
}

export interface CampaignFormValues extends DetailsValues {
  team: string;
  requirements: string;
  general_guidelines: string;
  payment_terms: string;
  broadcasters_to_add: string[];
  squads: number[];
  /** Shown as 'Require activation …'; sent inverted as auto_active_invites (spec 01 §4, §7). */
  require_activation: boolean;
  is_finite: boolean;
  set_live_graphic_times: boolean;
  seconds_per_impression: string;
  impression_cutoff: string;
  daily_impression_cap: string;
  available_components: ComponentSlug[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A time as the `datetime-local` input shows it, in the browser's zone, to the hour. */
export function toLocalInput(date: Date | string | null | undefined): string {
  if (!date) return '';
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` text as an ISO instant, or null when empty. */
export function fromLocalInput(text: string): string | null {
  if (!text) return null;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The next full hour, the default start of a new campaign. */
export function nextFullHour(now: Date = new Date()): Date {
  const d = new Date(now);
  d.setMinutes(0, 0, 0);
  d.setHours(d.getHours() + 1);
  return d;
}

export function initialCampaignValues(team: number | null, now: Date = new Date()): CampaignFormValues {
  return {
    name: '',
    client: '',
    website: '',
    start_date: toLocalInput(nextFullHour(now)),
    end_date: '',
    description: '',
    team: team === null ? '' : String(team),
    requirements: '',
    general_guidelines: '',
    payment_terms: '',
    broadcasters_to_add: [],
    squads: [],
    require_activation: false,
    is_finite: true,
    set_live_graphic_times: false,
    seconds_per_impression: '15',
    impression_cutoff: '',
    daily_impression_cap: '',
    available_components: COMPONENT_TYPE_NAMES.map((t) => t.value),
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The POST campaigns/ body of the wizard (spec 01 §7): budget 1, target 1, auto_active_invites inverted. */
export function campaignCreateBody(values: CampaignFormValues): CampaignCreate {
  return {
    name: values.name.trim(),
    client: values.client.trim(),
    website: values.website.trim(),
    start_date: fromLocalInput(values.start_date) ?? '',
    end_date: fromLocalInput(values.end_date),
    description: values.description,
    requirements: values.requirements,
    general_guidelines: values.general_guidelines,
    payment_terms: values.payment_terms,
    team: values.team === '' ? null : Number(values.team),
    broadcasters_to_add: values.broadcasters_to_add,
    squads: values.squads,
    auto_active_invites: !values.require_activation,
    is_finite: values.is_finite,
    budget: 1,
    target: 1,
    set_live_graphic_times: values.set_live_graphic_times,
    seconds_per_impression: numberOrNull(values.seconds_per_impression) ?? 15,
    impression_cutoff: numberOrNull(values.impression_cutoff),
    daily_impression_cap: numberOrNull(values.daily_impression_cap),
    available_components: values.available_components,
  };
}

export function detailsValuesOf(campaign: CampaignDetail): DetailsValues {
  return {
    name: campaign.name,
    client: campaign.client,
    website: campaign.website,
    start_date: toLocalInput(campaign.start_date),
    end_date: toLocalInput(campaign.end_date),
    description: campaign.description,
  };
}

/** The PATCH body of the update modal: the Details page only. */
export function campaignUpdateBody(values: DetailsValues): CampaignUpdate {
  return {
    name: values.name.trim(),
    client: values.client.trim(),
    website: values.website.trim(),
    start_date: fromLocalInput(values.start_date) ?? '',
    end_date: fromLocalInput(values.end_date),
    description: values.description,
  };
}
