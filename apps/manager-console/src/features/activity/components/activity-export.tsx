import { firstErrorText } from '@advocate/api-client';
import type { ActivityFilterQuery } from '@advocate/api-client';
import { Button, FormError, LoadingBar, saveFile } from '@advocate/ui-kit';
import { useDownloadActivity } from '../api/download-activity.ts';
import { activityTexts as t } from '../activity-texts.ts';

/** 'Export CSV': every entry of the filters (not only the page shown), with a loading bar while it comes. */
export function ActivityExport({ filters }: { filters: ActivityFilterQuery }) {
  const { trigger, pending, error } = useDownloadActivity();
  const download = async () => {
    try {
      saveFile(await trigger(filters), t.csvFile);
    } catch {
      // The failure shows from the mutation's error.
    }
  };
  return (
    <div className="flex shrink-0 flex-col items-start gap-2 md:items-end">
      <Button variant="secondary" onClick={() => void download()} disabled={pending}>
        {t.exportCsv}
      </Button>
      {pending ? <LoadingBar label={t.preparingCsv} /> : null}
      {error ? <FormError message={firstErrorText(error)} /> : null}
    </div>
  );
}
