import { conversionSecretPath, useResource } from '@advocate/api-client';
import type { ConversionSecret } from '@advocate/api-client';

/** The campaign's conversion signing secret (editors only, decision 662). */
export const useConversionSecret = (slug: string) => useResource<ConversionSecret>(conversionSecretPath(slug));
