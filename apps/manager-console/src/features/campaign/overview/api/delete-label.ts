import { useMutation } from '@advocate/api-client';
import { campaignEventsKey } from './get-campaign-events.ts';
import { campaignLabelsKey } from './get-campaign-labels.ts';

/** DELETE labels/{id}/ (spec 01 §7 Delete labels/{id}); the campaign's groups and activity are read again. */
export const useDeleteLabel = (slug: string) =>
  useMutation((api, id: number) => api.DELETE('/api/v1/labels/{id}/', { params: { path: { id: String(id) } } }), {
    invalidate: [campaignLabelsKey(slug), campaignEventsKey(slug)],
  });
