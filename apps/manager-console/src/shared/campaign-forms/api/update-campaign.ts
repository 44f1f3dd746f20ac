import { useMutation } from '@advocate/api-client';
import type { CampaignDetail, CampaignUpdate } from '@advocate/api-client';
import { CAMPAIGNS_READS, readsCampaign } from './campaign-reads.ts';

/** PATCH campaigns/{slug}/ (details or settings); the lists and the campaign's own reads are read again. */
export function useUpdateCampaign(): (slug: string, body: CampaignUpdate) => Promise<CampaignDetail> {
  const { trigger } = useMutation(
    (api, slug: string, body: CampaignUpdate) => api.PATCH('/api/v1/campaigns/{slug}/', { params: { path: { slug } }, body }),
    { invalidate: [...CAMPAIGNS_READS, { match: (key, _updated, slug) => readsCampaign(key, slug) }] },
  );
  return trigger;
}
