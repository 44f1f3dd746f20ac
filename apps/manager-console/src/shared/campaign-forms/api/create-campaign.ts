import { useMutation } from '@advocate/api-client';
import type { CampaignCreate, CampaignDetail } from '@advocate/api-client';
import { CAMPAIGNS_READS, readsCampaign } from './campaign-reads.ts';

/** POST campaigns/ (the creation wizard, Add a Sponsor); the sidebar, /campaigns and the dashboard read again. */
export function useCreateCampaign(): (body: CampaignCreate) => Promise<CampaignDetail> {
  const { trigger } = useMutation((api, body: CampaignCreate) => api.POST('/api/v1/campaigns/', { body }), {
    invalidate: [...CAMPAIGNS_READS, { match: (key, made) => readsCampaign(key, made.slug) }],
  });
  return trigger;
}
