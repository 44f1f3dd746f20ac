import { useMutation } from '@advocate/api-client';
import type { ApiClient, Component } from '@advocate/api-client';
import { componentWriteKeys } from './get-campaign-components.ts';

/** DELETE components/{id}/, or with `archive` DELETE components/{id}/?archive=true (end_time now); 204. */
export const deleteComponent = (api: ApiClient, id: number, archive: boolean) =>
  api.DELETE('/api/v1/components/{id}/', { params: { path: { id: String(id) }, query: archive ? { archive: 'true' } : undefined } });

/** Deletes or archives a component (spec 01 §2, §7); its components, groups and activity are read again. */
export const useDeleteComponent = (slug: string) =>
  useMutation((api, component: Component, archive: boolean) => deleteComponent(api, component.id, archive), {
    invalidate: componentWriteKeys(slug),
  });
