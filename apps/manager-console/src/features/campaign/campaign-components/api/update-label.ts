import { useMutation } from '@advocate/api-client';
import type { ApiClient, LabelUpdate } from '@advocate/api-client';
import { componentWriteKeys } from './get-campaign-components.ts';

/** PATCH labels/{id}/: a group's name or members. */
export const updateLabel = (api: ApiClient, id: number, body: LabelUpdate) =>
  api.PATCH('/api/v1/labels/{id}/', { params: { path: { id: String(id) } }, body });

/** Changes one group (a chip removal outside Manage Groups, spec 01 §2); the page's lists are read again. */
export const useUpdateLabel = (slug: string) =>
  useMutation((api, id: number, body: LabelUpdate) => updateLabel(api, id, body), { invalidate: componentWriteKeys(slug) });
