import { downloadBroadcasterPayoutStatementPdf, exportPayoutMonth, useMutation } from '@advocate/api-client';
import type { PayoutExportFormat } from '@advocate/api-client';
import type { BroadcasterMonth } from './get-broadcaster-statement.ts';

/** GET payouts/{year}/{month}/export/?file_format=: the month's finance file; it changes nothing cached. */
export const useDownloadPayoutExport = () =>
  useMutation((api, year: number, month: number, format: PayoutExportFormat) => exportPayoutMonth(api, year, month, format));

/** GET payouts/{year}/{month}/broadcasters/{username}/pdf/: one broadcaster's closed statement as a PDF. */
export const useDownloadBroadcasterStatementPdf = () =>
  useMutation((api, { year, month, username }: BroadcasterMonth) => downloadBroadcasterPayoutStatementPdf(api, year, month, username));
