import { clicksByDayPath, useQuery } from '@advocate/api-client';
import type { ApiClient, SeriesRange } from '@advocate/api-client';

/** GET metrics/clicks-by-day/: the Clicks chart's series for the range. */
export const getClicksByDay = (api: ApiClient, slug: string, days: SeriesRange) =>
  api.GET('/api/v1/metrics/clicks-by-day/', { params: { query: { campaign: slug, days } } });

/** Only the chart on show is read (`enabled`). */
export const useClicksByDay = (slug: string, days: SeriesRange, enabled: boolean) =>
  useQuery(clicksByDayPath(slug, days), (api) => getClicksByDay(api, slug, days), { enabled });
