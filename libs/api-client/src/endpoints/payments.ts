import type { ApiClient } from '../request.ts';
import type { AnswerOf } from '../types.ts';

/** The broadcaster's payment figures of a calendar month with the fee schedule (spec 02 §3, §7). */
export type MonthlyPayment = AnswerOf<'readMonthlyPayment'>;

/** SWR key and path of GET metrics/payments/{year}/{month} (month 1-12). */
export const monthlyPaymentPath = (year: number, month: number) => `metrics/payments/${year}/${month}`;

export const readMonthlyPayment = (api: ApiClient, year: number, month: number) => api.get<MonthlyPayment>(monthlyPaymentPath(year, month));
