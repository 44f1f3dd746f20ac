import { useMutation } from '@advocate/api-client';
import type { ApiClient, BodyOf, ComponentUpdate } from '@advocate/api-client';
import { componentWriteKeys } from './get-campaign-components.ts';

/**
 * PATCH components/{id}/ (spec 01 §7 Update components): a partial change, archive (end_time),
 * reactivation (end_time and end_signal_send null, spec 01 §4) or a version to reactivate.
 */
export const updateComponent = (api: ApiClient, id: number, body: ComponentUpdate) =>
  // A File makes the request layer send multipart; the generated JSON type only knows the address.
  api.PATCH('/api/v1/components/{id}/', {
    params: { path: { id: String(id) } },
    body: { ...body } as unknown as BodyOf<'updateComponent'>,
  });

/** Changes a component of the campaign; its components, groups and activity are read again. */
export const useUpdateComponent = (slug: string) =>
  useMutation((api, id: number, body: ComponentUpdate) => updateComponent(api, id, body), { invalidate: componentWriteKeys(slug) });
