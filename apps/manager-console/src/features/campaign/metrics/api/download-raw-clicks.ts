import { downloadRawClicks, useMutation } from '@advocate/api-client';
import type { MetricsQuery } from '../lib/metrics-filters.ts';

/**
 * GET clicks/export/ (decision 622): every counted click of the applied filters as a CSV file. A
 * file answer, so the request layer's download rather than a typed (JSON) call; it changes nothing
 * cached.
 */
export const useDownloadRawClicks = () => useMutation((api, q: MetricsQuery) => downloadRawClicks(api, q.slug, q.filters));
