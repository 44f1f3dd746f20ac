import type { FromSchema } from 'json-schema-to-ts';
import { limits } from '@advocate/validation';
import { text } from '../../../schemas/strings.ts';

/**
 * POST payout-adjustments/: loose types so the service answers every bad value with the lib's
 * messages (`payoutAdjustmentMessages`); strings bounded (decision 240).
 */
export const payoutAdjustmentBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    broadcaster: text(limits.usernameMaxLength),
    amount_cents: { type: ['number', 'null'] },
    reason: { type: ['string', 'null'], maxLength: 1000 },
  },
} as const;
export type PayoutAdjustmentBody = FromSchema<typeof payoutAdjustmentBody>;

/** Path params are strings (AJV does not coerce): years 2000-2099, months 1-12 (01-12 too). */
const year = { type: 'string', pattern: '^20[0-9]{2}$', maxLength: 4 } as const;
const month = { type: 'string', pattern: '^(0?[1-9]|1[0-2])$', maxLength: 2 } as const;
export const monthParams = {
  type: 'object',
  additionalProperties: false,
  required: ['year', 'month'],
  properties: { year, month },
} as const;
export const broadcasterMonthParams = {
  type: 'object',
  additionalProperties: false,
  required: ['year', 'month', 'username'],
  properties: { year, month, username: text(limits.usernameMaxLength) },
} as const;
export const exportQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['file_format'],
  properties: { file_format: { type: 'string', enum: ['csv', 'xlsx'], maxLength: 4 } },
} as const;
