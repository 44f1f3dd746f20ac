import { between, minSelected, reportForm, when, wholeNumber } from '@advocate/validation';
import type { FormRules } from '@advocate/validation';
import { REPORT_LIMIT_MAX, TABLE_SECTIONS } from './report-sections.ts';

/** Form field name of a section's row limit (a path into the form's values). */
export const limitFieldName = (key: string) => `sections.${key}.limit`;

/**
 * The 'Generate New Report' rules: spec 01 §5 (libs/validation reportForm: name max 128, type
 * required, start before end), at least one campaign, at least one broadcaster when only some are
 * wanted, and whole-number row limits (decisions 602, 603).
 */
export const reportFormRules: FormRules = {
  ...reportForm,
  campaigns: [minSelected(1)],
  broadcasters: [when((values) => values.broadcasterScope === 'chosen', minSelected(1))],
  ...Object.fromEntries(
    TABLE_SECTIONS.filter((s) => s.limit).map((s) => [limitFieldName(s.key), [wholeNumber, between(1, REPORT_LIMIT_MAX)]]),
  ),
};
