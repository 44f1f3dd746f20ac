import { useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** POST rest-auth/registration/verify-email/ with the key of the emailed link. */
export const verifyEmail = (api: ApiClient, key: string) => api.POST('/api/v1/rest-auth/registration/verify-email/', { body: { key } });

export const useVerifyEmail = () => useMutation(verifyEmail).trigger;
