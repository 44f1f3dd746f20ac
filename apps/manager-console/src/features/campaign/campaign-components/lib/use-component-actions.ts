import type { Component } from '@advocate/api-client';
import { useMemo } from 'react';
import { useCreateComponent } from '../api/create-component.ts';
import { useCreateLabel } from '../api/create-label.ts';
import { useDeleteComponent } from '../api/delete-component.ts';
import { useUpdateComponent } from '../api/update-component.ts';

/**
 * The component writes of the components page (spec 01 §7 Create, Update, Delete components; a
 * new group). Each reads the lists it changes again (the endpoint files say which).
 */
export function useComponentActions(slug: string) {
  const create = useCreateComponent(slug).trigger;
  const update = useUpdateComponent(slug).trigger;
  const remove = useDeleteComponent(slug).trigger;
  const addGroup = useCreateLabel(slug).trigger;
  return useMemo(
    () => ({
      create,
      update,
      remove,
      /** Spec 01 §4: reactivation clears end_time and end_signal_send. */
      reactivate: (component: Component) => update(component.id, { end_time: null, end_signal_send: null }),
      /** Spec 01 §4: reactivating a version sends reactivated_version_id. */
      reactivateVersion: (component: Component, versionId: number) => update(component.id, { reactivated_version_id: versionId }),
      addGroup,
    }),
    [create, update, remove, addGroup],
  );
}
