import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { requireBroadcaster } from '../../shared/index.ts';
import { monthlyPayment } from '../payments-fee-schedule.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const number = { type: 'number' } as const;

const monthlyPaymentAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['year', 'month', 'viewable_minutes', 'clicks', 'held_clicks', 'fee_schedule', 'estimated_amount'],
  properties: {
    year: { type: 'integer' },
    month: { type: 'integer' },
    viewable_minutes: { type: 'integer' },
    clicks: { type: 'integer', description: 'Payable clicks: counted clicks less those held in an open traffic flag (decision 813).' },
    held_clicks: {
      type: 'integer',
      description: 'Counted clicks held for review in an open traffic flag: paid once the flag is dismissed.',
    },
    fee_schedule: {
      type: 'object',
      additionalProperties: false,
      required: ['currency', 'per_thousand_viewable_minutes', 'per_click'],
      properties: { currency: { type: 'string' }, per_thousand_viewable_minutes: number, per_click: number },
    },
    estimated_amount: {
      ...number,
      description: "The month's statement total in dollars: closed, or open and computed live (decisions 355, 830).",
    },
  },
} as const;

/** Path params are strings (AJV does not coerce): years 2000-2099, months 1-12 (01-12 too). */
const params = {
  type: 'object',
  additionalProperties: false,
  required: ['year', 'month'],
  properties: {
    year: { type: 'string', pattern: '^20[0-9]{2}$', maxLength: 4 },
    month: { type: 'string', pattern: '^(0?[1-9]|1[0-2])$', maxLength: 2 },
  },
} as const;

/**
 * GET metrics/payments/{year}/{month} (spec 02 §3 Payment metrics, §7): the signed-in broadcaster's
 * viewable minutes and clicks of that calendar month with the fee schedule. Own data only: the path
 * names no broadcaster, and a manager gets 403 (decision 355).
 */
export const paymentsRoutes: ApiPlugin = async (app) => {
  app.get(
    '/metrics/payments/:year/:month',
    {
      schema: {
        tags: ['metrics'],
        operationId: 'readMonthlyPayment',
        summary: "The signed-in broadcaster's payment figures for a calendar month, with the fee schedule",
        security: tokenOnly,
        params,
        response: { 200: monthlyPaymentAnswer, 400: errorAnswer, 401: errorAnswer, 403: errorAnswer },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireBroadcaster(user);
      return monthlyPayment(app.ctx.db, user.id, Number(request.params.year), Number(request.params.month), app.ctx.now());
    },
  );
};
