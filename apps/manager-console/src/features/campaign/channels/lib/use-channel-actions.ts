import { useMemo } from 'react';
import { useBatchUpdateLabels } from '../api/batch-update-labels.ts';
import { useCreateFeaturedCampaign } from '../api/create-featured-campaign.ts';
import { useCreateLabel } from '../api/create-label.ts';
import { useDeleteFeaturedCampaign } from '../api/delete-featured-campaign.ts';
import { useUpdateFeaturedCampaign } from '../api/update-featured-campaign.ts';

/**
 * The writes of the channels page's modals (spec 01 §7): featured campaigns (create, update,
 * delete) and groups (a broadcaster's groups, a new group). Each reads the lists it changes again.
 */
export function useChannelActions(slug: string) {
  const feature = useCreateFeaturedCampaign(slug).trigger;
  const updateFeature = useUpdateFeaturedCampaign(slug).trigger;
  const removeFeature = useDeleteFeaturedCampaign(slug).trigger;
  const saveGroups = useBatchUpdateLabels(slug).trigger;
  const addGroup = useCreateLabel(slug).trigger;
  return useMemo(
    () => ({
      feature,
      updateFeature,
      removeFeature,
      saveGroups,
      addGroup,
    }),
    [feature, updateFeature, removeFeature, saveGroups, addGroup],
  );
}
