import type { ApiClient } from '../request.ts';
import type { AnswerOf, BodyOf } from '../types.ts';

/** A campaign's webhook with its latest deliveries (decision 524). */
export type Webhook = AnswerOf<'listWebhooks'>[number];
export type WebhookDelivery = Webhook['deliveries'][number];
/** The creation answer: the only time the signing secret is shown. */
export type CreatedWebhook = AnswerOf<'createWebhook', 201>;
export type WebhookCreate = BodyOf<'createWebhook'>;
export type WebhookUpdate = BodyOf<'updateWebhook'>;
/** A campaign's UTM parameters for its tracked links (decision 523). */
export type CampaignLinkSettings = AnswerOf<'getCampaignLinkSettings'>;

/** SWR key (path) of a campaign's webhooks. */
export const campaignWebhooksPath = (slug: string) => `webhooks/?campaign=${encodeURIComponent(slug)}`;
export const listWebhooks = (api: ApiClient, slug: string) => api.get<Webhook[]>(campaignWebhooksPath(slug));
export const createWebhook = (api: ApiClient, body: WebhookCreate) => api.post<CreatedWebhook>('webhooks/', body);
export const updateWebhook = (api: ApiClient, id: number, body: WebhookUpdate) => api.patch<Webhook>(`webhooks/${id}/`, body);
export const deleteWebhook = (api: ApiClient, id: number) => api.delete<unknown>(`webhooks/${id}/`);
export const testWebhook = (api: ApiClient, id: number) => api.post<{ queued: number }>(`webhooks/${id}/test/`, {});

/** SWR key (path) of a campaign's UTM settings. */
export const campaignLinkSettingsPath = (slug: string) => `campaign-link-settings/${encodeURIComponent(slug)}/`;
export const updateCampaignLinkSettings = (api: ApiClient, slug: string, body: BodyOf<'updateCampaignLinkSettings'>) =>
  api.put<CampaignLinkSettings>(campaignLinkSettingsPath(slug), body);

/** A campaign's conversion signing secret (decision 662): editors only. */
export type ConversionSecret = AnswerOf<'getConversionSecret'>;
/** SWR key (path) of a campaign's conversion secret. */
export const conversionSecretPath = (slug: string) => `campaign-conversion-secret/${encodeURIComponent(slug)}/`;
export const rotateConversionSecret = (api: ApiClient, slug: string) =>
  api.post<ConversionSecret>(`${conversionSecretPath(slug)}rotate/`, {});
