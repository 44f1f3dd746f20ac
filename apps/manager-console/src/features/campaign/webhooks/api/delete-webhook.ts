import { useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';
import { campaignWebhooksKey } from './get-webhooks.ts';

/** DELETE webhooks/{id}/. */
export const deleteWebhook = (api: ApiClient, id: number) => api.DELETE('/api/v1/webhooks/{id}/', { params: { path: { id: String(id) } } });

/** The webhooks are read again. */
export const useDeleteWebhook = (slug: string) =>
  useMutation((api, id: number) => deleteWebhook(api, id), { invalidate: [campaignWebhooksKey(slug)] });
