import { useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** GET payout-statements/{year}/{month}/pdf/: a closed month's statement as a PDF file. */
export const downloadStatementPdf = (api: ApiClient, year: number, month: number) =>
  api.download(`payout-statements/${year}/${month}/pdf/`);

/** Fetches the PDF; it changes nothing cached. */
export const useDownloadStatementPdf = () => useMutation((api, year: number, month: number) => downloadStatementPdf(api, year, month));
