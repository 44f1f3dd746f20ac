import { limits } from '../limits.ts';
import { oneOf } from '../rules/choices.ts';
import { endAfterStart } from '../rules/dates.ts';
import { maxLength } from '../rules/lengths.ts';
import { notUndefinedOrNull, required } from '../rules/required.ts';
import type { FormRules } from '../types.ts';

/** Report types of spec 01 §3: P = PDF, C = CSV, X = Excel. */
export const reportTypes = ['P', 'C', 'X'] as const;

/** Each report type's name, as the reports form and the activity log show it. */
export const reportTypeLabels: Readonly<Record<(typeof reportTypes)[number], string>> = { P: 'PDF', C: 'CSV', X: 'Excel' };

/**
 * Spec 01 §5 'Generate New Report': name required, at most 128 characters; type required (PDF, CSV,
 * Excel); start_time before end_time. Dates may precede today.
 */
export const reportForm = {
  name: [required, notUndefinedOrNull, maxLength(limits.reportNameMaxLength)],
  type: [required, oneOf(reportTypes)],
  end_time: [endAfterStart('start_time')],
} as const satisfies FormRules;
