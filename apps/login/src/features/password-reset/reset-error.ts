import { firstErrorText, isApiError } from '@advocate/api-client';

/** Spec 00 §4 and §8: a reset confirmation refused for its uid or token. */
export const INVALID_RESET_LINK = 'This reset link is invalid.';

/** The form-level text of a failed reset confirmation. */
export function resetErrorText(error: unknown): string {
  if (isApiError(error) && ('token' in error.body || 'uid' in error.body)) return INVALID_RESET_LINK;
  return firstErrorText(error);
}
