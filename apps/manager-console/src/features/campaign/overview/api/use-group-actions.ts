import { campaignEventsPath, campaignLabelsPath, createLabel, deleteLabel, useApiClient } from '@advocate/api-client';
import type { Label } from '@advocate/api-client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** Adding and removing a campaign group (spec 01 §7 Create labels, Delete labels/{id}); the list reads again. */
export function useGroupActions(slug: string) {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(async () => {
    await mutate(campaignLabelsPath(slug));
    await mutate(campaignEventsPath(slug));
  }, [mutate, slug]);
  const add = useCallback(
    async (name: string): Promise<Label> => {
      const made = await createLabel(api, { name, campaign: slug, broadcasters: [], components: [] });
      await refresh();
      return made;
    },
    [api, slug, refresh],
  );
  const remove = useCallback(
    async (id: number) => {
      await deleteLabel(api, id);
      await refresh();
    },
    [api, refresh],
  );
  return { add, remove };
}
