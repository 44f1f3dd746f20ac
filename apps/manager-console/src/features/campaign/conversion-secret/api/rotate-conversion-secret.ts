import { useMutation } from '@advocate/api-client';
import type { ApiClient, ConversionSecret } from '@advocate/api-client';
import { conversionSecretKey } from './get-conversion-secret.ts';

/** POST campaign-conversion-secret/{slug}/rotate/ (no body): a new secret; the old one stops working at once (decision 662). */
export const rotateConversionSecret = (api: ApiClient, slug: string) =>
  api.POST('/api/v1/campaign-conversion-secret/{slug}/rotate/', { params: { path: { slug } } });

/** The answer replaces the cached secret, without a read. */
export const useRotateConversionSecret = (slug: string) =>
  useMutation((api) => rotateConversionSecret(api, slug), {
    invalidate: [
      { key: conversionSecretKey(slug), update: (_current: ConversionSecret | undefined, rotated: ConversionSecret) => rotated },
    ],
  });
