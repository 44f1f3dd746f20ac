import {
  batchUpdateLabels,
  campaignComponentsPath,
  campaignEventsPath,
  campaignLabelsPath,
  createComponent,
  createLabel,
  deleteComponent,
  reactivateComponent,
  reactivateComponentVersion,
  updateComponent,
  updateLabel,
  useApiClient,
} from '@advocate/api-client';
import type { Component, ComponentCreate, ComponentUpdate, Label, LabelBatchItem } from '@advocate/api-client';
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';

/**
 * The component and group writes of the components page (spec 01 §7 Create, Update, Delete
 * components; labels and labels/batch_update/). Each reads the lists it changes again.
 */
export function useComponentActions(slug: string) {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(async () => {
    await Promise.all([mutate(campaignComponentsPath(slug)), mutate(campaignLabelsPath(slug)), mutate(campaignEventsPath(slug))]);
  }, [mutate, slug]);

  const after = useCallback(
    <A extends unknown[], T>(write: (...args: A) => Promise<T>) =>
      async (...args: A): Promise<T> => {
        const answer = await write(...args);
        await refresh();
        return answer;
      },
    [refresh],
  );

  return useMemo(
    () => ({
      create: after((body: Omit<ComponentCreate, 'campaign'>) => createComponent(api, { ...body, campaign: slug })),
      update: after((id: number, body: ComponentUpdate) => updateComponent(api, id, body)),
      remove: after((component: Component, archive: boolean) => deleteComponent(api, component.id, { archive })),
      reactivate: after((component: Component) => reactivateComponent(api, component.id)),
      reactivateVersion: after((component: Component, versionId: number) => reactivateComponentVersion(api, component.id, versionId)),
      removeFromGroup: after((label: Label, componentId: number) =>
        updateLabel(api, label.id, { components: label.components.filter((id) => id !== componentId) }),
      ),
      saveGroups: after((changes: LabelBatchItem[]) => batchUpdateLabels(api, changes)),
      addGroup: after((name: string) => createLabel(api, { name, campaign: slug, broadcasters: [], components: [] })),
    }),
    [after, api, slug],
  );
}
