import { utcDayKey, utcToday } from '@advocate/metrics-math';
import type { Db } from '../../db/db.ts';
import { notFound } from '../../errors.ts';
import { findCampaignDetail, type CampaignDetailRow } from './repositories/campaign-detail-repository.ts';
import { campaignTotals, type OverviewRange } from '../metrics/index.ts';
import { broadcasterCampaignSlugs, campaignIdsBySlug, listCampaignSummaries } from './repositories/campaigns-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { requireManager, visibleCampaign } from '../shared/index.ts';
import { overviewFigureSet, type SplitFigures } from '../metrics/index.ts';

export type CampaignDetail = CampaignDetailRow & {
  metrics?: { clicks: number; conversions: number };
  overview_metrics_set?: Record<OverviewRange, SplitFigures>;
};

/** `include_metrics=true` (any case); anything else is false, as DRF's boolean filters read it. */
export const wantsMetrics = (value: string | undefined) => value?.toLowerCase() === 'true';

/**
 * GET campaigns/{slug}/ (spec 01 §7 detail read): managers in scope (out of scope 404, broadcasters
 * 403). With metrics: all-time clicks and conversions and the overview figures per range, from the
 * daily rollups only (closed days through their snapshot, decision 621).
 */
export async function campaignDetail(db: Db, user: UserRow, slug: string, includeMetrics: boolean, now: Date): Promise<CampaignDetail> {
  requireManager(user);
  const campaign = await visibleCampaign(db, user, slug);
  return campaignDetailById(db, campaign.id, includeMetrics, now);
}

export async function campaignDetailById(db: Db, id: number, includeMetrics: boolean, now: Date): Promise<CampaignDetail> {
  const detail = await findCampaignDetail(db, id);
  if (!detail) throw notFound();
  if (!includeMetrics) return detail;
  // An ended campaign's ranges end on its last day (decision 324): its last 30 days, not today's.
  const today = utcToday(now);
  const lastDay = detail.end_date && utcDayKey(detail.end_date) < today ? utcDayKey(detail.end_date) : today;
  const set = await overviewFigureSet(db, { id, first: utcDayKey(detail.start_date) }, lastDay);
  return { ...detail, metrics: { clicks: set.all.clicks, conversions: set.all.conversions }, overview_metrics_set: set };
}

/**
 * GET campaigns/ with the filters of spec 01 §7: `broadcaster` (a username) keeps the campaigns that
 * broadcaster is on (any status but Invited and Declined), `include_metrics` adds all-time clicks and
 * conversions. Broadcasters' own lists ignore the broadcaster filter (decision 324).
 */
export async function campaignList(db: Db, user: UserRow, query: { include_metrics?: string; broadcaster?: string }) {
  let list = await listCampaignSummaries(db, user);
  if (query.broadcaster !== undefined && user.user_type === 2) {
    const slugs = new Set(await broadcasterCampaignSlugs(db, query.broadcaster));
    list = list.filter((c) => slugs.has(c.slug));
  }
  if (!wantsMetrics(query.include_metrics) || list.length === 0) return list;
  const ids = await campaignIdsBySlug(
    db,
    list.map((c) => c.slug),
  );
  const totals = await campaignTotals(db, [...ids.values()]);
  return list.map((c) => ({ ...c, metrics: totals.get(ids.get(c.slug) ?? 0) ?? { clicks: 0, conversions: 0 } }));
}
