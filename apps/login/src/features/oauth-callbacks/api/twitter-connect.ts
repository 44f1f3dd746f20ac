import { useMutation } from '@advocate/api-client';
import type { ApiClient, TwitterConnectData } from '@advocate/api-client';

/** POST twitter/connect/: links the Twitter account of the OAuth 1 verifier to the signed-in user. */
export const twitterConnect = (api: ApiClient, body: TwitterConnectData) => api.POST('/api/v1/twitter/connect/', { body });

export const useTwitterConnect = () => useMutation(twitterConnect).trigger;
