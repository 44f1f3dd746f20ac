import {
  batchUpdateLabels,
  isCampaignChannelsKey,
  campaignLabelsPath,
  createFeaturedCampaign,
  createLabel,
  deleteFeaturedCampaign,
  featuredCampaignsPath,
  updateFeaturedCampaign,
  updateLabel,
  useApiClient,
} from '@advocate/api-client';
import type { FeaturedCampaignCreate, FeaturedCampaignUpdate, Label, LabelBatchItem } from '@advocate/api-client';
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';

/**
 * The channels page's writes (spec 01 §7): featured campaigns (create, update, delete) and groups
 * (labels create, update, batch_update). Each reads the lists it changes again.
 */
export function useChannelActions(slug: string) {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const refreshFeatures = useCallback(
    async () => Promise.all([mutate(featuredCampaignsPath(slug)), mutate(isCampaignChannelsKey(slug))]),
    [mutate, slug],
  );
  const refreshLabels = useCallback(async () => mutate(campaignLabelsPath(slug)), [mutate, slug]);

  return useMemo(
    () => ({
      feature: async (body: Omit<FeaturedCampaignCreate, 'campaign'>) => {
        const made = await createFeaturedCampaign(api, { ...body, campaign: slug });
        await refreshFeatures();
        return made;
      },
      updateFeature: async (id: number, body: FeaturedCampaignUpdate) => {
        const changed = await updateFeaturedCampaign(api, id, body);
        await refreshFeatures();
        return changed;
      },
      removeFeature: async (id: number) => {
        await deleteFeaturedCampaign(api, id);
        await refreshFeatures();
      },
      removeFromGroup: async (label: Label, username: string) => {
        await updateLabel(api, label.id, { broadcasters: label.broadcasters.filter((u) => u.toLowerCase() !== username.toLowerCase()) });
        await refreshLabels();
      },
      saveGroups: async (changes: LabelBatchItem[]) => {
        await batchUpdateLabels(api, changes);
        await refreshLabels();
      },
      addGroup: async (name: string) => {
        const made = await createLabel(api, { name, campaign: slug, broadcasters: [], components: [] });
        await refreshLabels();
        return made;
      },
    }),
    [api, slug, refreshFeatures, refreshLabels],
  );
}
