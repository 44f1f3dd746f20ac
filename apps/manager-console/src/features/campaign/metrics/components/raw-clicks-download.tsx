import { downloadRawClicks, firstErrorText, useApiClient } from '@advocate/api-client';
import { Button, FormError, LoadingBar } from '@advocate/ui-kit';
import { useState } from 'react';
import type { MetricsQuery } from '../lib/metrics-filters.ts';
import { metricsTexts as t } from '../metrics-texts.ts';

/** Hands a downloaded file to the browser under `name`. */
function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * 'Download Raw Clicks (CSV)' on the Clicks tab (decision 622): every counted click of the applied
 * filters (spec 01 §3 raw click record), with a loading bar while the file comes.
 */
export function RawClicksDownload({ query }: { query: MetricsQuery }) {
  const api = useApiClient();
  const [state, setState] = useState<{ busy: boolean; error?: unknown }>({ busy: false });
  const download = async () => {
    setState({ busy: true });
    try {
      const file = await downloadRawClicks(api, query.slug, query.filters);
      saveFile(file, t.rawClicksFile(query.slug, query.filters.date_from, query.filters.date_to));
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, error });
    }
  };
  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="secondary" onClick={() => void download()} disabled={state.busy}>
        {t.downloadRawClicks}
      </Button>
      {state.busy ? <LoadingBar label={t.preparingRawClicks} /> : null}
      {state.error ? <FormError message={firstErrorText(state.error)} /> : null}
    </div>
  );
}
