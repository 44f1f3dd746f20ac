import type { ApiClient } from '../request.ts';
import type { AnswerOf, BodyOf } from '../types.ts';
import { CAMPAIGNS_PATH } from './lists.ts';

/** The Campaign of spec 01 §3 (GET campaigns/{slug}/; metrics and overview_metrics_set with include_metrics=true). */
export type CampaignDetail = AnswerOf<'readCampaign'>;
export type OverviewFigures = NonNullable<CampaignDetail['overview_metrics_set']>['all'];
export type CampaignCreate = BodyOf<'createCampaign'>;
export type CampaignUpdate = BodyOf<'updateCampaign'>;

/** SWR key (path) of a campaign's detail, with or without its metrics. */
export const campaignPath = (slug: string, includeMetrics = false) =>
  `campaigns/${encodeURIComponent(slug)}/${includeMetrics ? '?include_metrics=true' : ''}`;

export const readCampaign = (api: ApiClient, slug: string, includeMetrics = false) =>
  api.get<CampaignDetail>(campaignPath(slug, includeMetrics));

/** POST campaigns/ (the creation wizard, Add a Sponsor). Revalidate CAMPAIGNS_PATH afterwards so the sidebar shows it. */
export const createCampaign = (api: ApiClient, body: CampaignCreate) => api.post<AnswerOf<'createCampaign', 201>>(CAMPAIGNS_PATH, body);

/** PATCH campaigns/{slug}/: details, settings toggles, or end_date now to end the campaign. */
export const updateCampaign = (api: ApiClient, slug: string, body: CampaignUpdate) => api.patch<CampaignDetail>(campaignPath(slug), body);

/** Spec 01 §7: 'End Campaign' sets end_date to now. */
export const endCampaign = (api: ApiClient, slug: string, now: Date = new Date()) =>
  updateCampaign(api, slug, { end_date: now.toISOString() });

export const deleteCampaign = (api: ApiClient, slug: string) => api.delete<unknown>(campaignPath(slug));
