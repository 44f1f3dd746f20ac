import { limits } from '../limits.ts';
import { maxLength } from '../rules/lengths.ts';
import { minValue } from '../rules/numbers.ts';
import { notUndefinedOrNull, required } from '../rules/required.ts';
import type { FormRules } from '../types.ts';

/** A name: required, not the text undefined/null, at most 128 characters (bound chosen, decision 104). */
export const nameRules = [required, notUndefinedOrNull, maxLength(limits.nameMaxLength)] as const;

/** Spec 01 §5: team name required; seconds_per_impression required and not below 0 ('Must be bigger than 0'). */
export const teamSettingsForm = {
  name: nameRules,
  seconds_per_impression: [required, minValue(0)],
} as const satisfies FormRules;

/** Spec 01 §5: squad name required. */
export const squadForm = {
  name: nameRules,
} as const satisfies FormRules;

/** Spec 01 §5 / 02 §5: squad selection required where offered (assigning a broadcaster to a squad). */
export const squadSelectionForm = {
  squad: [required],
} as const satisfies FormRules;

/** Spec 01 §5: group label name required, at most 32 characters. */
export const groupLabelForm = {
  name: [required, notUndefinedOrNull, maxLength(limits.labelMaxLength)],
} as const satisfies FormRules;
