import type { FromSchema } from 'json-schema-to-ts';

/** JSON schemas of the payouts routes (issue 30 part 3; decisions 830-836). Money is integer cents. */
const integer = { type: 'integer' } as const;
const cents = { type: 'integer', description: 'US cents' } as const;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;
const monthRef = {
  type: 'object',
  additionalProperties: false,
  required: ['year', 'month'],
  properties: { year: integer, month: integer },
} as const;
const status = { type: 'string', enum: ['open', 'closed'] } as const;
const closesOn = { type: 'string', format: 'date', description: 'The 5th of the next month (UTC), when the month closes' } as const;

export const payoutLineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'description', 'quantity', 'rate_cents', 'amount_cents', 'reason', 'refers_to'],
  properties: {
    kind: {
      type: 'string',
      enum: ['viewable_minutes', 'clicks', 'conversions', 'correction', 'adjustment', 'carried_forward', 'carried_over'],
    },
    description: { type: 'string' },
    quantity: { type: ['integer', 'null'] },
    rate_cents: { type: ['integer', 'null'], description: 'Per 1,000 minutes for viewable minutes, else per unit' },
    amount_cents: cents,
    reason: { type: ['string', 'null'], description: "An adjustment's reason" },
    refers_to: {
      ...monthRef,
      type: ['object', 'null'],
      description: 'The month a correction corrects, or a carried line comes from or goes to',
    },
  },
} as const;

export const payoutStatementAnswer = {
  type: 'object',
  additionalProperties: false,
  required: [
    'year',
    'month',
    'status',
    'closed_at',
    'closes_on',
    'currency',
    'fee_schedule',
    'figures',
    'lines',
    'earnings_cents',
    'adjustments_cents',
    'total_cents',
  ],
  properties: {
    year: integer,
    month: integer,
    status,
    closed_at: nullableDate,
    closes_on: closesOn,
    currency: { type: 'string', enum: ['USD'] },
    fee_schedule: {
      type: 'object',
      additionalProperties: false,
      required: ['per_thousand_viewable_minutes_cents', 'per_click_cents', 'per_verified_conversion_cents'],
      properties: { per_thousand_viewable_minutes_cents: cents, per_click_cents: cents, per_verified_conversion_cents: cents },
    },
    figures: {
      type: 'object',
      additionalProperties: false,
      required: ['viewable_minutes', 'counted_clicks', 'held_clicks', 'payable_clicks', 'verified_conversions', 'unverified_conversions'],
      properties: {
        viewable_minutes: integer,
        counted_clicks: integer,
        held_clicks: { ...integer, description: 'Counted clicks held in an open traffic flag: not paid' },
        payable_clicks: integer,
        verified_conversions: integer,
        unverified_conversions: { ...integer, description: 'Shown, never paid' },
      },
    },
    lines: { type: 'array', items: payoutLineSchema },
    earnings_cents: { ...cents, description: 'Lines 1-3: viewable minutes, clicks, conversions' },
    adjustments_cents: { ...cents, description: 'Corrections, adjustments and carried lines' },
    total_cents: { ...cents, description: 'The sum of the lines, never below zero' },
  },
} as const;
export type PayoutStatementAnswer = FromSchema<typeof payoutStatementAnswer>;

export const payoutStatementListAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['year', 'month', 'status', 'closed_at', 'closes_on', 'total_cents'],
        properties: { year: integer, month: integer, status, closed_at: nullableDate, closes_on: closesOn, total_cents: cents },
      },
    },
  },
} as const;
export type PayoutStatementListAnswer = FromSchema<typeof payoutStatementListAnswer>;

const broadcasterRef = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'username'],
  properties: { id: integer, username: { type: 'string' } },
} as const;

export const payoutMonthsAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['year', 'month', 'closed_at', 'statements', 'total_cents'],
        properties: {
          year: integer,
          month: integer,
          closed_at: { type: 'string', format: 'date-time' },
          statements: integer,
          total_cents: cents,
        },
      },
    },
  },
} as const;
export type PayoutMonthsAnswer = FromSchema<typeof payoutMonthsAnswer>;

export const payoutMonthAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['year', 'month', 'closed_at', 'total_cents', 'statements'],
  properties: {
    year: integer,
    month: integer,
    closed_at: { type: 'string', format: 'date-time' },
    total_cents: { ...cents, description: 'The sum of the statements' },
    statements: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'broadcaster',
          'viewable_minutes',
          'payable_clicks',
          'verified_conversions',
          'earnings_cents',
          'adjustments_cents',
          'total_cents',
        ],
        properties: {
          broadcaster: broadcasterRef,
          viewable_minutes: integer,
          payable_clicks: integer,
          verified_conversions: integer,
          earnings_cents: cents,
          adjustments_cents: cents,
          total_cents: cents,
        },
      },
    },
  },
} as const;
export type PayoutMonthAnswer = FromSchema<typeof payoutMonthAnswer>;

export const payoutAdjustmentAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'broadcaster', 'amount_cents', 'reason', 'created_at', 'created_by'],
  properties: {
    id: integer,
    broadcaster: broadcasterRef,
    amount_cents: cents,
    reason: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    created_by: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'email'],
      properties: { id: { type: ['integer', 'null'] }, email: { type: 'string' } },
    },
  },
} as const;
export type PayoutAdjustmentAnswer = FromSchema<typeof payoutAdjustmentAnswer>;

export const payoutAdjustmentListAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  properties: { results: { type: 'array', items: payoutAdjustmentAnswer } },
} as const;
