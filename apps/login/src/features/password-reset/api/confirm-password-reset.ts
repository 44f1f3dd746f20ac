import { useMutation } from '@advocate/api-client';
import type { ApiClient, PasswordResetConfirmation } from '@advocate/api-client';

/** POST rest-auth/password/reset/confirm/: the new password with the uid and token of the emailed link. */
export const confirmPasswordReset = (api: ApiClient, body: PasswordResetConfirmation) =>
  api.POST('/api/v1/rest-auth/password/reset/confirm/', { body });

export const useConfirmPasswordReset = () => useMutation(confirmPasswordReset).trigger;
