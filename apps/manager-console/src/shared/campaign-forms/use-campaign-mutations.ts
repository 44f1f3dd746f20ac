import {
  CAMPAIGNS_PATH,
  DASHBOARD_CAMPAIGNS_PATH,
  USER_PATH,
  createCampaign,
  deleteCampaign,
  endCampaign,
  updateCampaign,
  useApiClient,
} from '@advocate/api-client';
import type { CampaignCreate, CampaignDetail, CampaignUpdate } from '@advocate/api-client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Every cached read a campaign write can change: the campaigns list (sidebar, /campaigns), the
 * dashboard, the user (its campaigns), the campaign's own reads and the team reads.
 */
function touchesCampaigns(key: unknown, slug?: string): boolean {
  if (typeof key !== 'string') return false;
  if (key === CAMPAIGNS_PATH || key === DASHBOARD_CAMPAIGNS_PATH || key === USER_PATH) return true;
  if (key.startsWith('team') || key.startsWith(`${CAMPAIGNS_PATH}?`)) return true;
  return (
    slug !== undefined && (key.startsWith(`campaigns/${encodeURIComponent(slug)}/`) || key.includes(`campaign=${encodeURIComponent(slug)}`))
  );
}

function useRevalidateCampaigns() {
  const { mutate } = useSWRConfig();
  return useCallback((slug?: string) => mutate((key) => touchesCampaigns(key, slug)), [mutate]);
}

/** POST campaigns/, then the sidebar, /campaigns and the dashboard read again. */
export function useCreateCampaign(): (body: CampaignCreate) => Promise<CampaignDetail> {
  const api = useApiClient();
  const revalidate = useRevalidateCampaigns();
  return useCallback(
    async (body) => {
      const made = await createCampaign(api, body);
      await revalidate(made.slug);
      return made;
    },
    [api, revalidate],
  );
}

/** PATCH campaigns/{slug}/ (details or settings). */
export function useUpdateCampaign(): (slug: string, body: CampaignUpdate) => Promise<CampaignDetail> {
  const api = useApiClient();
  const revalidate = useRevalidateCampaigns();
  return useCallback(
    async (slug, body) => {
      const updated = await updateCampaign(api, slug, body);
      await revalidate(slug);
      return updated;
    },
    [api, revalidate],
  );
}

/**
 * 'End Campaign' (spec 01 §7): end_date set to now. The caller then goes to /dashboard (spec 01 §2);
 * the Management tab disappears as the list reads the new end date.
 */
export function useEndCampaign(): (slug: string) => Promise<CampaignDetail> {
  const api = useApiClient();
  const revalidate = useRevalidateCampaigns();
  return useCallback(
    async (slug) => {
      const ended = await endCampaign(api, slug);
      await revalidate(slug);
      return ended;
    },
    [api, revalidate],
  );
}

/** DELETE campaigns/{slug}/. */
export function useDeleteCampaign(): (slug: string) => Promise<void> {
  const api = useApiClient();
  const revalidate = useRevalidateCampaigns();
  return useCallback(
    async (slug) => {
      await deleteCampaign(api, slug);
      await revalidate();
    },
    [api, revalidate],
  );
}
