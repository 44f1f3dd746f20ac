import { firstErrorText, isApiError } from '@advocate/api-client';
import { messages } from '@advocate/validation';

/** The form-level text of a failed reset confirmation: spec 00 §4 and §8's text for a refused uid or token. */
export function resetErrorText(error: unknown): string {
  if (isApiError(error) && ('token' in error.body || 'uid' in error.body)) return messages.resetLinkInvalid;
  return firstErrorText(error);
}
