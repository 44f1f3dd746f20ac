import { useMutation } from '@advocate/api-client';
import type { ApiClient, LabelUpdate } from '@advocate/api-client';
import { campaignLabelsKey } from './get-campaign-labels.ts';

/** PATCH labels/{id}/: a group's name or members. */
export const updateLabel = (api: ApiClient, id: number, body: LabelUpdate) =>
  api.PATCH('/api/v1/labels/{id}/', { params: { path: { id: String(id) } }, body });

/** Changes one group (a chip removal outside Manage Groups, spec 01 §2); the groups are read again. */
export const useUpdateLabel = (slug: string) =>
  useMutation((api, id: number, body: LabelUpdate) => updateLabel(api, id, body), { invalidate: [campaignLabelsKey(slug)] });
