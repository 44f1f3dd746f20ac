import { USER_PATH, useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** POST generate-api-key/: answers the full key once. */
export const generateApiKey = async (api: ApiClient) => (await api.POST('/api/v1/generate-api-key/')).api_key;

/** A new API key; the user is read again for the new masked hint. */
export const useGenerateApiKey = (): (() => Promise<string>) => useMutation(generateApiKey, { invalidate: [USER_PATH] }).trigger;
