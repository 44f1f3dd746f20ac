import { firstErrorText } from '@advocate/api-client';
import { monthKey, monthName } from '@advocate/metrics-math';
import { Button, FormError, LoadingBar, PayoutStatementView, saveFile } from '@advocate/ui-kit';
import { useEffect, useId, useRef } from 'react';
import { useDownloadBroadcasterStatementPdf } from '../api/download-payout-files.ts';
import { useBroadcasterStatement } from '../api/get-broadcaster-statement.ts';
import type { BroadcasterMonth } from '../api/get-broadcaster-statement.ts';
import { payoutsTexts as t } from '../payouts-texts.ts';

function PdfButton({ which }: { which: BroadcasterMonth }) {
  const { trigger, pending, error } = useDownloadBroadcasterStatementPdf();
  const download = async () => {
    try {
      saveFile(await trigger(which), t.pdfFile(which.username, monthKey(which.year, which.month)));
    } catch {
      // The failure shows from the mutation's error.
    }
  };
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button variant="secondary" onClick={() => void download()} disabled={pending}>
        {t.downloadPdf}
      </Button>
      {pending ? <LoadingBar label={t.preparingFile} /> : null}
      {error ? <FormError message={firstErrorText(error)} /> : null}
    </div>
  );
}

/** One broadcaster's statement of the chosen month, opened from its row; it takes the focus when it opens. */
export function BroadcasterStatementSection({ which, onClose }: { which: BroadcasterMonth; onClose: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error } = useBroadcasterStatement(which);
  const month = monthName(which.year, which.month);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [which.username, which.year, which.month]);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="break-words text-lg font-semibold text-secondary focus:outline-none">
          {t.statementTitle(which.username, month)}
        </h2>
        <Button variant="ghost" className="self-start" onClick={onClose}>
          {t.closeStatement}
        </Button>
      </div>
      {error ? (
        <FormError message={firstErrorText(error)} />
      ) : !data ? (
        <LoadingBar label={t.loading} />
      ) : (
        <PayoutStatementView
          statement={data}
          caption={t.statementCaption(which.username, month)}
          actions={data.status === 'closed' ? <PdfButton which={which} /> : null}
        />
      )}
    </section>
  );
}
