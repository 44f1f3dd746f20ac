import { fieldErrorText, isApiError } from '@advocate/api-client';
import { serverMessages } from '@advocate/validation/server-messages';

export const INVITE_NOT_FOUND = 'Could not find a matching invitation';
export const INVITE_UNAVAILABLE = 'We are currently unable to load this invitation';

/** Spec 00 §8, invite page: the text for a failed invite read. */
export function inviteErrorText(error: unknown): string {
  if (!isApiError(error)) return INVITE_UNAVAILABLE;
  if (error.body.detail === serverMessages.notFound) return INVITE_NOT_FOUND;
  return fieldErrorText(error.body, '_error') ?? fieldErrorText(error.body, 'expires_at') ?? INVITE_UNAVAILABLE;
}
