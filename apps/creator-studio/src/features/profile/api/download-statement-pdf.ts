import { downloadPayoutStatementPdf, useMutation } from '@advocate/api-client';

/** GET payout-statements/{year}/{month}/pdf/: a closed month's statement as a PDF; it changes nothing cached. */
export const useDownloadStatementPdf = () =>
  useMutation((api, year: number, month: number) => downloadPayoutStatementPdf(api, year, month));
