import { CAMPAIGNS_PATH, DASHBOARD_CAMPAIGNS_PATH, USER_PATH } from '@advocate/api-client';

/**
 * The cached reads any campaign write can change: the campaigns list (sidebar, /campaigns) and
 * every filtered page of it, the dashboard, the user (its campaigns) and the team reads.
 */
export const CAMPAIGNS_READS = [CAMPAIGNS_PATH, DASHBOARD_CAMPAIGNS_PATH, USER_PATH, { prefix: `${CAMPAIGNS_PATH}?` }, { prefix: 'team' }];

/** True for a read of this campaign: its own paths (campaigns/{slug}/…) and the reads filtered by it (…campaign={slug}). */
export function readsCampaign(key: string, slug: string): boolean {
  const encoded = encodeURIComponent(slug);
  return key.startsWith(`${CAMPAIGNS_PATH}${encoded}/`) || key.includes(`campaign=${encoded}`);
}
