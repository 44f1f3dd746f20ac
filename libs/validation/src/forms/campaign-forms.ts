import { endAfterStart, dateWithin } from '../rules/dates.ts';
import { url, urlProtocol } from '../rules/links.ts';
import { minValue } from '../rules/numbers.ts';
import { required } from '../rules/required.ts';
import type { FormRules } from '../types.ts';
import { nameRules } from './team-forms.ts';

/** Fields of the campaign Details page, shared by creation and update (spec 01 §2 Modals, §5). */
const detailsRules = {
  name: nameRules,
  start_date: [required],
  end_date: [endAfterStart('start_date')],
  // Spec silent: a website must be a web address a viewer can open (decision 106).
  website: [url, urlProtocol],
} as const satisfies FormRules;

/** Spec 01 §5: impression cutoff, daily cap and seconds per impression are optional numbers, minimum 0. */
const settingsRules = {
  impression_cutoff: [minValue(0)],
  daily_impression_cap: [minValue(0)],
  seconds_per_impression: [minValue(0)],
} as const satisfies FormRules;

/**
 * Spec 01 §5 campaign creation wizard (Details, Requirements, Participation, Settings): name and
 * start_date required, end_date after start_date, numbers not below 0.
 */
export const campaignCreateForm = {
  ...detailsRules,
  ...settingsRules,
} as const satisfies FormRules;

/** Spec 01 §2: campaign update is the single Details page. */
export const campaignUpdateForm = {
  ...detailsRules,
} as const satisfies FormRules;

/**
 * Spec 01 §5 'Add a Sponsor' (a team campaign): sponsor name required, end after start; the sponsor
 * inherits the team's seconds_per_impression, which may be changed but not below 0.
 */
export const sponsorForm = {
  name: nameRules,
  end_date: [endAfterStart('start_date')],
  website: [url, urlProtocol],
  seconds_per_impression: [minValue(0)],
} as const satisfies FormRules;

/** Spec 01 §5 'Feature Broadcaster': broadcaster, start_time and end_time required; end after start. */
export const featureForm = {
  broadcaster: [required],
  start_time: [required],
  end_time: [required, endAfterStart('start_time')],
} as const satisfies FormRules;

/** `featureForm` plus spec 01 §2's limit to the campaign dates (message chosen, decision 109). */
export function featureFormFor(campaign: { start_date?: unknown; end_date?: unknown }): FormRules {
  const within = dateWithin(campaign.start_date, campaign.end_date);
  return {
    ...featureForm,
    start_time: [...featureForm.start_time, within],
    end_time: [...featureForm.end_time, within],
  };
}

/** Spec 01 §5 fullscreen trigger: broadcasters (a list) and component required. */
export const fullscreenTriggerForm = {
  broadcasters: [required],
  component: [required],
} as const satisfies FormRules;
