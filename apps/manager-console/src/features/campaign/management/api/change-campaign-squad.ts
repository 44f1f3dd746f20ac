import { useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import { campaignStatusesKey } from './get-campaign-statuses.ts';
import { campaignKey } from './get-campaign.ts';

/** PATCH campaigns/{slug}/add_squad/ or remove_squad/ {squad} (spec 01 §7). */
export const changeCampaignSquad = (api: ApiClient, slug: string, squad: number, add: boolean) =>
  add
    ? api.PATCH('/api/v1/campaigns/{slug}/add_squad/', { params: { path: { slug } }, body: { squad } })
    : api.PATCH('/api/v1/campaigns/{slug}/remove_squad/', { params: { path: { slug } }, body: { squad } });

/** Manage Squads' Add and Remove; the statuses and the campaign (its squads) are read again. */
export const useChangeCampaignSquad = (slug: string) =>
  useMutation((api, squad: number, add: boolean) => changeCampaignSquad(api, slug, squad, add), {
    invalidate: [campaignStatusesKey(slug), campaignKey(slug)],
  });
