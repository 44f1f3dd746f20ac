import { useMutation } from '@advocate/api-client';
import { CAMPAIGNS_READS } from './campaign-reads.ts';

/** DELETE campaigns/{slug}/; the lists, the dashboard and the team reads are read again. */
export function useDeleteCampaign(): (slug: string) => Promise<void> {
  const { trigger } = useMutation(
    async (api, slug: string) => {
      await api.DELETE('/api/v1/campaigns/{slug}/', { params: { path: { slug } } });
    },
    { invalidate: CAMPAIGNS_READS },
  );
  return trigger;
}
