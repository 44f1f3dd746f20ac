import { useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import { campaignWebhooksKey } from './get-webhooks.ts';

/** POST webhooks/{id}/test/ (no body): queues a test event to the webhook. */
export const testWebhook = (api: ApiClient, id: number) =>
  api.POST('/api/v1/webhooks/{id}/test/', { params: { path: { id: String(id) } } });

/** The webhooks (with the new delivery) are read again. */
export const useTestWebhook = (slug: string) =>
  useMutation((api, id: number) => testWebhook(api, id), { invalidate: [campaignWebhooksKey(slug)] });
