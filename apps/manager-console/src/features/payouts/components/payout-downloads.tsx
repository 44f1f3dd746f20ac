import { firstErrorText } from '@advocate/api-client';
import { monthKey } from '@advocate/metrics-math';
import { Button, FormError, LoadingBar, saveFile } from '@advocate/ui-kit';
import { useDownloadPayoutExport } from '../api/download-payout-files.ts';
import type { PayoutExportFormat } from '@advocate/api-client';
import { payoutsTexts as t } from '../payouts-texts.ts';

/** "Download CSV" and "Download Excel": the month's finance file, every statement and its total row. */
export function PayoutDownloads({ year, month }: { year: number; month: number }) {
  const { trigger, pending, error } = useDownloadPayoutExport();
  const download = async (format: PayoutExportFormat) => {
    try {
      saveFile(await trigger(year, month, format), t.exportFile(monthKey(year, month), format));
    } catch {
      // The failure shows from the mutation's error.
    }
  };
  return (
    <div className="flex flex-col items-start gap-2 md:items-end">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void download('csv')} disabled={pending}>
          {t.downloadCsv}
        </Button>
        <Button variant="secondary" onClick={() => void download('xlsx')} disabled={pending}>
          {t.downloadExcel}
        </Button>
      </div>
      {pending ? <LoadingBar label={t.preparingFile} /> : null}
      {error ? <FormError message={firstErrorText(error)} /> : null}
    </div>
  );
}
