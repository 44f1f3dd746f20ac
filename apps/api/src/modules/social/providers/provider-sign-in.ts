import type { AuthAnswer } from '@advocate/api-client';
import { serverMessages } from '@advocate/validation/server-messages';
import type { AppContext } from '../../../context/app-context.ts';
import type { Queryable } from '../../../db/db.ts';
import { badRequest } from '../../../errors.ts';
import { findUserById, insertUser, touchLastLogin, type UserRow } from '../../shared/index.ts';
import { applyInviteKeys } from '../../invitations/index.ts';
import { issueToken } from '../../auth/index.ts';
import { serializeUser } from '../../auth/index.ts';
import type { ProviderAccount } from './provider-account.ts';
import { MAX_CODE_LENGTH, ProviderError } from './provider-http.ts';
import {
  findSocialAccount,
  insertSocialAccount,
  refreshSocialAccount,
  setProfileImageIfEmpty,
  userHasProvider,
} from '../repositories/social-accounts-repository.ts';
import { twitchAccount } from './twitch-client.ts';
import { inTransactionRetryingClashes } from './unique-retry.ts';
import { uniqueUsername, usernameBase } from './usernames.ts';
import { NoYouTubeChannelError, youtubeAccount } from './youtube-client.ts';

export type SignInProvider = 'twitch' | 'youtube';
export const SIGN_IN_PROVIDERS: readonly SignInProvider[] = ['twitch', 'youtube'];

export interface SignInInput {
  code: string;
  campaignInviteKey?: string;
  teamInviteKey?: string;
  label?: string;
}

/** The provider account behind a code; every provider failure is a 400 with the OAuth-code message. */
async function accountForCode(ctx: AppContext, provider: SignInProvider, code: string): Promise<ProviderAccount> {
  if (code.length > MAX_CODE_LENGTH) throw badRequest({ non_field_errors: [serverMessages.invalidOAuthCode] });
  try {
    return provider === 'twitch' ? await twitchAccount(ctx.config, code) : await youtubeAccount(ctx.config, code);
  } catch (error) {
    if (error instanceof NoYouTubeChannelError) throw badRequest({ non_field_errors: [serverMessages.noYouTubeChannel] });
    if (error instanceof ProviderError) throw badRequest({ non_field_errors: [serverMessages.invalidOAuthCode] });
    throw error;
  }
}

/** The broadcaster the account belongs to: the linked one, the signed-in one (connect), or a new one. */
async function broadcasterFor(tx: Queryable, account: ProviderAccount, signedIn: UserRow | null): Promise<number> {
  const linked = await findSocialAccount(tx, account.provider, account.providerUserId);
  if (linked) {
    const owner = await findUserById(tx, linked.user_id);
    if (!owner || !owner.is_active) throw badRequest({ non_field_errors: [serverMessages.userInactive] });
    if (owner.user_type !== 3) throw badRequest({ non_field_errors: [serverMessages.managerProviderSignIn] });
    await refreshSocialAccount(tx, linked.id, account);
    return owner.id;
  }
  // A signed-in broadcaster without an account of this provider is connecting one (decision 223).
  if (signedIn && signedIn.user_type === 3 && signedIn.is_active && !(await userHasProvider(tx, signedIn.id, account.provider))) {
    await insertSocialAccount(tx, signedIn.id, account);
    return signedIn.id;
  }
  const userId = await insertUser(tx, {
    username: await uniqueUsername(tx, usernameBase(account.login)),
    email: account.email ?? '',
    passwordHash: null,
    userType: 3,
  });
  await insertSocialAccount(tx, userId, account);
  if (account.profileImage) await setProfileImageIfEmpty(tx, userId, account.profileImage);
  return userId;
}

/**
 * POST users/{provider}/: exchanges the code at the provider (before any write), then in one
 * transaction finds or creates the broadcaster, stores the tokens, applies the invite keys and
 * issues a sign-in token.
 */
export async function signInWithProvider(
  ctx: AppContext,
  provider: SignInProvider,
  input: SignInInput,
  signedIn: UserRow | null,
): Promise<AuthAnswer> {
  const account = await accountForCode(ctx, provider, input.code);
  return inTransactionRetryingClashes(ctx.db, async (tx) => {
    const userId = await broadcasterFor(tx, account, signedIn);
    const { campaignInviteKey, teamInviteKey, label } = input;
    if (campaignInviteKey || teamInviteKey) await applyInviteKeys(tx, userId, { campaignInviteKey, teamInviteKey, label }, ctx.now());
    // Spec 00 §4: third-party sign-in codes always stay logged in.
    const key = await issueToken(tx, userId, { origin: 'provider', stayLoggedIn: true }, { now: ctx.now() });
    await touchLastLogin(tx, userId);
    const row = await findUserById(tx, userId);
    if (!row) throw new Error(`user ${userId} vanished during sign-in`);
    return { key, user: await serializeUser(tx, row, ctx.config.PUBLIC_API_URL) };
  });
}
