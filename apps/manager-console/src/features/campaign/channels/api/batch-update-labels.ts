import { useMutation } from '@advocate/api-client';
import type { ApiClient, LabelBatchItem } from '@advocate/api-client';
import { campaignLabelsKey } from './get-campaign-labels.ts';

/** PUT labels/batch_update/: every changed group in one transaction ('Save Group Changes'). */
export const batchUpdateLabels = (api: ApiClient, changes: LabelBatchItem[]) => api.PUT('/api/v1/labels/batch_update/', { body: changes });

/** Saves group changes (the Manage Groups draft, or one broadcaster's groups); the groups are read again. */
export const useBatchUpdateLabels = (slug: string) =>
  useMutation((api, changes: LabelBatchItem[]) => batchUpdateLabels(api, changes), { invalidate: [campaignLabelsKey(slug)] });
