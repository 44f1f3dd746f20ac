import { firstErrorText } from '@advocate/api-client';
import { monthKey } from '@advocate/metrics-math';
import { Button, FormError, LoadingBar, saveFile } from '@advocate/ui-kit';
import { useDownloadStatementPdf } from '../api/download-statement-pdf.ts';
import { profileTexts } from '../lib/profile-texts.ts';

const t = profileTexts.payments;

/** "Download PDF" of a closed month's statement, saved as advocate-statement-YYYY-MM.pdf. */
export function StatementPdfButton({ year, month }: { year: number; month: number }) {
  const { trigger, pending, error } = useDownloadStatementPdf();
  const download = async () => {
    try {
      saveFile(await trigger(year, month), t.pdfFile(monthKey(year, month)));
    } catch {
      // The failure shows from the mutation's error.
    }
  };
  return (
    <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
      <Button variant="secondary" onClick={() => void download()} disabled={pending}>
        {t.downloadPdf}
      </Button>
      {pending ? <LoadingBar label={t.preparingPdf} /> : null}
      {error ? <FormError message={firstErrorText(error)} /> : null}
    </div>
  );
}
