import { USER_PATH, useMutation } from '@advocate/api-client';
import type { ApiClient, User, UserUpdate } from '@advocate/api-client';
import { storeUser } from '@advocate/auth-and-guards';

/** PUT rest-auth/user/ with the agreement (and the e-mail choices); the slim user goes to its cookie and storage. */
export async function agreeToTerms(api: ApiClient, update: UserUpdate): Promise<User> {
  // The whole user as the terms screen has always sent it (termsUpdate), wider than the documented
  // body (the server drops what the schema does not list), so the untyped call.
  const updated = await api.put<User>(USER_PATH, update);
  storeUser(updated);
  return updated;
}

/** The answer replaces the cached user. */
export const useAgreeToTerms = () =>
  useMutation(agreeToTerms, { invalidate: [{ key: USER_PATH, update: (_current: unknown, updated: User) => updated }] }).trigger;
