import { useMutation } from '@advocate/api-client';
import { campaignEventsKey } from './get-campaign-events.ts';
import { campaignLabelsKey } from './get-campaign-labels.ts';

/** POST labels/ (spec 01 §7 Create labels): an empty group of the campaign; its groups and activity are read again. */
export const useCreateLabel = (slug: string) =>
  useMutation((api, name: string) => api.POST('/api/v1/labels/', { body: { name, campaign: slug, broadcasters: [], components: [] } }), {
    invalidate: [campaignLabelsKey(slug), campaignEventsKey(slug)],
  });
