import { useMutation } from '@advocate/api-client';
import type { ApiClient, WebhookUpdate } from '@advocate/api-client';
import { campaignWebhooksKey } from './get-webhooks.ts';

/** PATCH webhooks/{id}/: switches a webhook on or off. */
export const updateWebhook = (api: ApiClient, id: number, body: WebhookUpdate) =>
  api.PATCH('/api/v1/webhooks/{id}/', { params: { path: { id: String(id) } }, body });

/** The webhooks are read again. */
export const useUpdateWebhook = (slug: string) =>
  useMutation((api, id: number, body: WebhookUpdate) => updateWebhook(api, id, body), { invalidate: [campaignWebhooksKey(slug)] });
