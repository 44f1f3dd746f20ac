import { useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import type { BroadcasterMonth } from './get-broadcaster-statement.ts';

export type PayoutFileFormat = 'csv' | 'xlsx';

/** GET payouts/{year}/{month}/export/?file_format=: the month's finance file (a file answer). */
export const downloadPayoutExport = (api: ApiClient, year: number, month: number, format: PayoutFileFormat) =>
  api.download(`payouts/${year}/${month}/export/?file_format=${format}`);

/** GET payouts/{year}/{month}/broadcasters/{username}/pdf/: one broadcaster's closed statement as a PDF. */
export const downloadBroadcasterStatementPdf = (api: ApiClient, { year, month, username }: BroadcasterMonth) =>
  api.download(`payouts/${year}/${month}/broadcasters/${encodeURIComponent(username)}/pdf/`);

/** The finance file of a month; it changes nothing cached. */
export const useDownloadPayoutExport = () =>
  useMutation((api, year: number, month: number, format: PayoutFileFormat) => downloadPayoutExport(api, year, month, format));

export const useDownloadBroadcasterStatementPdf = () =>
  useMutation((api, which: BroadcasterMonth) => downloadBroadcasterStatementPdf(api, which));
