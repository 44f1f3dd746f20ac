import type { User } from '@advocate/api-client';
import { serverMessages } from '@advocate/validation/server-messages';
import type { AppContext } from '../../../context/app-context.ts';
import type { Queryable } from '../../../db/db.ts';
import { badRequest } from '../../../errors.ts';
import { findUserById, type UserRow } from '../../shared/index.ts';
import { serializeUser } from '../../auth/index.ts';
import { discordAccount } from './discord-client.ts';
import type { ProviderAccount } from './provider-account.ts';
import { MAX_CODE_LENGTH, ProviderError } from './provider-http.ts';
import {
  deleteUserSocialAccounts,
  findSocialAccount,
  findTwitterRequestToken,
  insertSocialAccount,
  refreshSocialAccount,
  saveTwitterRequestToken,
  takeTwitterRequestToken,
} from '../repositories/social-accounts-repository.ts';
import { twitterAccessToken, twitterAuthorizationUrl, twitterRequestToken } from './twitter-client.ts';
import { inTransactionRetryingClashes } from './unique-retry.ts';

/** How long a Twitter request token waits for the person to come back (Twitter's own are short-lived too). */
export const TWITTER_REQUEST_TOKEN_TTL_MS = 15 * 60 * 1000;

const connectFailed = () => badRequest({ non_field_errors: [serverMessages.oauthConnectFailed] });

/** Runs a provider call; its failures become the connect-failed 400. */
async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError) throw connectFailed();
    throw error;
  }
}

/**
 * Links a provider account to the user (decision 224): an account linked to someone else is refused,
 * relinking the same one refreshes its tokens, a different account of the provider replaces the old.
 */
export async function linkAccountToUser(tx: Queryable, userId: number, account: ProviderAccount): Promise<void> {
  const linked = await findSocialAccount(tx, account.provider, account.providerUserId);
  if (linked && linked.user_id !== userId) throw badRequest({ non_field_errors: [serverMessages.socialAccountTaken] });
  if (linked) return refreshSocialAccount(tx, linked.id, account);
  await deleteUserSocialAccounts(tx, userId, account.provider);
  await insertSocialAccount(tx, userId, account);
}

async function linkAndSerialize(
  ctx: AppContext,
  user: UserRow,
  account: ProviderAccount,
  before?: (tx: Queryable) => Promise<void>,
): Promise<User> {
  return inTransactionRetryingClashes(ctx.db, async (tx) => {
    if (before) await before(tx);
    await linkAccountToUser(tx, user.id, account);
    const row = await findUserById(tx, user.id);
    if (!row) throw new Error(`user ${user.id} vanished during connect`);
    return serializeUser(tx, row, ctx.config.PUBLIC_API_URL);
  });
}

/** GET twitter/request-token/: a request token bound to this user, and the page to send the browser to. */
export async function requestTwitterAuthorization(ctx: AppContext, user: UserRow): Promise<{ authorization_url: string }> {
  const token = await fromProvider(() => twitterRequestToken(ctx.config));
  const now = ctx.now();
  await ctx.db.transaction((tx) =>
    saveTwitterRequestToken(tx, user.id, token, now, new Date(now.getTime() - TWITTER_REQUEST_TOKEN_TTL_MS)),
  );
  return { authorization_url: twitterAuthorizationUrl(ctx.config, token.oauthToken) };
}

/**
 * POST twitter/connect/: the oauth_token must be a fresh one this same user requested (the state
 * check of OAuth 1.0a, decision 220); it is exchanged for the access token and used up.
 */
export async function connectTwitter(ctx: AppContext, user: UserRow, oauthToken: string, verifier: string): Promise<User> {
  const expiredBefore = new Date(ctx.now().getTime() - TWITTER_REQUEST_TOKEN_TTL_MS);
  const pending = await findTwitterRequestToken(ctx.db, user.id, oauthToken, expiredBefore);
  if (!pending) throw badRequest({ non_field_errors: [serverMessages.invalidOAuthState] });
  const account = await fromProvider(() =>
    twitterAccessToken(ctx.config, { oauthToken: pending.oauth_token, oauthTokenSecret: pending.oauth_token_secret }, verifier),
  );
  return linkAndSerialize(ctx, user, account, async (tx) => {
    if (!(await takeTwitterRequestToken(tx, user.id, oauthToken)))
      throw badRequest({ non_field_errors: [serverMessages.invalidOAuthState] });
  });
}

/** The callback must be a page of the login app: that is the redirect_uri registered with Discord. */
export function isLoginAppUrl(loginUrl: string, candidate: string): boolean {
  try {
    const url = new URL(candidate);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === new URL(loginUrl).origin && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

/** POST discord/connect/: exchanges the code (redirect_uri = callback_url) and links the account. */
export async function connectDiscord(ctx: AppContext, user: UserRow, code: string, callbackUrl: string): Promise<User> {
  if (!isLoginAppUrl(ctx.config.LOGIN_URL, callbackUrl)) throw badRequest({ callback_url: [serverMessages.invalidCallbackUrl] });
  if (code.length > MAX_CODE_LENGTH) throw connectFailed();
  const account = await fromProvider(() => discordAccount(ctx.config, code, callbackUrl));
  return linkAndSerialize(ctx, user, account);
}
