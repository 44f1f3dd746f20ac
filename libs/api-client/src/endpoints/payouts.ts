import type { ApiClient } from '../request.ts';
import type { AnswerOf, BodyOf } from '../types.ts';

/** Payout statements (issue 30 part 3): all money in integer cents. */
export type PayoutStatementList = AnswerOf<'listPayoutStatements'>;
export type PayoutStatementSummary = PayoutStatementList['results'][number];
export type PayoutStatement = AnswerOf<'readPayoutStatement'>;
export type PayoutStatementLine = PayoutStatement['lines'][number];
export type PayoutFigures = PayoutStatement['figures'];
export type PayoutFeeSchedule = PayoutStatement['fee_schedule'];
export type PayoutMonths = AnswerOf<'listPayoutMonths'>;
export type PayoutMonthSummary = PayoutMonths['results'][number];
export type PayoutMonth = AnswerOf<'readPayoutMonth'>;
export type PayoutMonthStatement = PayoutMonth['statements'][number];
export type PayoutAdjustments = AnswerOf<'listPayoutAdjustments'>;
export type PayoutAdjustment = PayoutAdjustments['results'][number];
export type PayoutAdjustmentCreate = BodyOf<'createPayoutAdjustment'>;
export type PayoutExportFormat = 'csv' | 'xlsx';

// The broadcaster's own statements.
/** SWR key (path) of GET payout-statements/. */
export const payoutStatementsPath = 'payout-statements/';
export const listPayoutStatements = (api: ApiClient) => api.get<PayoutStatementList>(payoutStatementsPath);
/** SWR key (path) of a month's statement (month 1-12). */
export const payoutStatementPath = (year: number, month: number) => `payout-statements/${year}/${month}/`;
export const readPayoutStatement = (api: ApiClient, year: number, month: number) =>
  api.get<PayoutStatement>(payoutStatementPath(year, month));
/** A closed statement as a PDF (`advocate-statement-2026-10.pdf`). */
export const downloadPayoutStatementPdf = (api: ApiClient, year: number, month: number) =>
  api.download(`${payoutStatementPath(year, month)}pdf/`);

// Admins.
/** SWR key (path) of the closed months. */
export const payoutMonthsPath = 'payouts/months/';
export const listPayoutMonths = (api: ApiClient) => api.get<PayoutMonths>(payoutMonthsPath);
/** SWR key (path) of a closed month's statements. */
export const payoutMonthPath = (year: number, month: number) => `payouts/${year}/${month}/`;
export const readPayoutMonth = (api: ApiClient, year: number, month: number) => api.get<PayoutMonth>(payoutMonthPath(year, month));
/** SWR key (path) of a broadcaster's statement of a month, closed or open. */
export const broadcasterPayoutStatementPath = (year: number, month: number, username: string) =>
  `payouts/${year}/${month}/broadcasters/${encodeURIComponent(username)}/`;
export const readBroadcasterPayoutStatement = (api: ApiClient, year: number, month: number, username: string) =>
  api.get<PayoutStatement>(broadcasterPayoutStatementPath(year, month, username));
export const downloadBroadcasterPayoutStatementPdf = (api: ApiClient, year: number, month: number, username: string) =>
  api.download(`${broadcasterPayoutStatementPath(year, month, username)}pdf/`);
/** The month's finance file (`advocate-payouts-2026-10.csv|xlsx`). */
export const payoutExportPath = (year: number, month: number, format: PayoutExportFormat) =>
  `payouts/${year}/${month}/export/?file_format=${format}`;
export const exportPayoutMonth = (api: ApiClient, year: number, month: number, format: PayoutExportFormat) =>
  api.download(payoutExportPath(year, month, format));

/** SWR key (path) of the pending adjustments. */
export const payoutAdjustmentsPath = 'payout-adjustments/';
export const listPayoutAdjustments = (api: ApiClient) => api.get<PayoutAdjustments>(payoutAdjustmentsPath);
export const createPayoutAdjustment = (api: ApiClient, body: PayoutAdjustmentCreate) =>
  api.post<PayoutAdjustment>(payoutAdjustmentsPath, body);
export const deletePayoutAdjustment = (api: ApiClient, id: number) => api.delete<unknown>(`payout-adjustments/${id}/`);
