import { useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import { campaignWebhooksKey } from './get-webhooks.ts';

/** POST webhooks/: registers a webhook; the answer carries its signing secret, shown only then (decision 524). */
export const createWebhook = (api: ApiClient, slug: string, url: string) =>
  api.POST('/api/v1/webhooks/', { body: { campaign: slug, url } });

/** The webhooks are read again. */
export const useCreateWebhook = (slug: string) =>
  useMutation((api, url: string) => createWebhook(api, slug, url), { invalidate: [campaignWebhooksKey(slug)] });
