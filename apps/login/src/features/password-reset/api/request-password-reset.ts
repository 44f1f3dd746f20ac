import { useMutation } from '@advocate/api-client';
import type { ApiClient } from '@advocate/api-client';

/** POST rest-auth/password/reset/: emails a reset link (the answer is the same for unknown addresses). */
export const requestPasswordReset = (api: ApiClient, email: string) => api.POST('/api/v1/rest-auth/password/reset/', { body: { email } });

export const useRequestPasswordReset = () => useMutation(requestPasswordReset).trigger;
