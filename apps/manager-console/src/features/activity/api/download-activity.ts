import { downloadActivity, useMutation } from '@advocate/api-client';
import type { ActivityFilterQuery } from '@advocate/api-client';

/** GET activity/export/: every entry of the filters as a CSV file; it changes nothing cached. */
export const useDownloadActivity = () => useMutation((api, filters: ActivityFilterQuery) => downloadActivity(api, filters));
