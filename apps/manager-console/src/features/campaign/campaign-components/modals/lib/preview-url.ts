import { browsersourcePreview, type ApiClient } from '@advocate/api-client';

/**
 * The live graphics preview address of a broadcaster (spec 01 §7 'the live graphics preview address
 * plus a broadcaster opens in a new tab'; decisions 446, 504): the API signs a short-lived address of
 * the broadcaster's browser source showing this campaign's live graphics only, so the manager never
 * learns the broadcaster's secret key and the preview records nothing.
 */
export async function livePreviewUrl(api: ApiClient, campaign: string, username: string): Promise<string> {
  const { url } = await browsersourcePreview(api, { campaign, broadcaster: username });
  return url;
}
