import { useMutation } from '@advocate/api-client';
import type { CampaignDetail } from '@advocate/api-client';
import { CAMPAIGNS_READS, readsCampaign } from './campaign-reads.ts';

/**
 * 'End Campaign' (spec 01 §7): PATCH campaigns/{slug}/ with end_date now. The caller then goes to
 * /dashboard (spec 01 §2); the Management tab disappears as the list reads the new end date.
 */
export function useEndCampaign(): (slug: string) => Promise<CampaignDetail> {
  const { trigger } = useMutation(
    (api, slug: string) =>
      api.PATCH('/api/v1/campaigns/{slug}/', { params: { path: { slug } }, body: { end_date: new Date().toISOString() } }),
    { invalidate: [...CAMPAIGNS_READS, { match: (key, _ended, slug) => readsCampaign(key, slug) }] },
  );
  return trigger;
}
