import { firstErrorText } from '@advocate/api-client';
import { Button, FormError, LoadingBar, saveFile } from '@advocate/ui-kit';
import { useDownloadRawClicks } from '../api/download-raw-clicks.ts';
import type { MetricsQuery } from '../lib/metrics-filters.ts';
import { metricsTexts as t } from '../metrics-texts.ts';

/**
 * 'Download Raw Clicks (CSV)' on the Clicks tab (decision 622): every counted click of the applied
 * filters (spec 01 §3 raw click record), with a loading bar while the file comes.
 */
export function RawClicksDownload({ query }: { query: MetricsQuery }) {
  const { trigger, pending, error } = useDownloadRawClicks();
  const download = async () => {
    try {
      const file = await trigger(query);
      saveFile(file, t.rawClicksFile(query.slug, query.filters.date_from, query.filters.date_to));
    } catch {
      // The failure shows from the mutation's error.
    }
  };
  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="secondary" onClick={() => void download()} disabled={pending}>
        {t.downloadRawClicks}
      </Button>
      {pending ? <LoadingBar label={t.preparingRawClicks} /> : null}
      {error ? <FormError message={firstErrorText(error)} /> : null}
    </div>
  );
}
