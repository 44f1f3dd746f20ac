import { useQuery, viewershipByDayPath } from '@advocate/api-client';
import type { ApiClient, SeriesRange } from '@advocate/api-client';

/** GET metrics/viewership/: the Viewership chart's series for the range. */
export const getViewershipByDay = (api: ApiClient, slug: string, days: SeriesRange) =>
  api.GET('/api/v1/metrics/viewership/', { params: { query: { campaign: slug, days } } });

/** Only the chart on show is read (`enabled`). */
export const useViewershipByDay = (slug: string, days: SeriesRange, enabled: boolean) =>
  useQuery(viewershipByDayPath(slug, days), (api) => getViewershipByDay(api, slug, days), { enabled });
