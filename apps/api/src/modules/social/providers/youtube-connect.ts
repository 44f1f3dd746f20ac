import type { User } from '@advocate/api-client';
import { serverMessages } from '@advocate/validation/server-messages';
import type { AppContext } from '../../../context/app-context.ts';
import { badRequest } from '../../../errors.ts';
import { findUserById, type UserRow } from '../../shared/index.ts';
import {
  deleteUserSocialAccounts,
  findSocialAccount,
  insertSocialAccount,
  refreshSocialAccount,
  setProfileImageIfEmpty,
} from '../repositories/social-accounts-repository.ts';
import { requireBroadcaster } from '../../shared/index.ts';
import { serializeUser } from '../../auth/index.ts';
import type { ProviderAccount } from './provider-account.ts';
import { MAX_CODE_LENGTH, ProviderError } from './provider-http.ts';
import { inTransactionRetryingClashes } from './unique-retry.ts';
import { NoYouTubeChannelError, youtubeAccount } from './youtube-client.ts';

/** The channel behind the code; provider failures are the connect-failed 400, before any write. */
async function channelForCode(ctx: AppContext, code: string): Promise<ProviderAccount> {
  if (code.length > MAX_CODE_LENGTH) throw badRequest({ non_field_errors: [serverMessages.oauthConnectFailed] });
  try {
    return await youtubeAccount(ctx.config, code);
  } catch (error) {
    if (error instanceof NoYouTubeChannelError) throw badRequest({ non_field_errors: [serverMessages.noYouTubeChannel] });
    if (error instanceof ProviderError) throw badRequest({ non_field_errors: [serverMessages.oauthConnectFailed] });
    throw error;
  }
}

/**
 * POST youtube/connect/ (decision 701): the connect was started by `startedBy` (the username kept
 * with its OAuth state) and must be completed by that same signed-in broadcaster, else the state
 * does not verify. The channel is linked to them; a channel another broadcaster already has is
 * refused with a clear message, and nobody's session changes (no token is issued).
 */
export async function connectYouTube(ctx: AppContext, user: UserRow, code: string, startedBy: string): Promise<User> {
  requireBroadcaster(user);
  if (startedBy.trim().toLowerCase() !== user.username.toLowerCase())
    throw badRequest({ non_field_errors: [serverMessages.invalidOAuthState] });
  const account = await channelForCode(ctx, code);
  return inTransactionRetryingClashes(ctx.db, async (tx) => {
    const linked = await findSocialAccount(tx, 'youtube', account.providerUserId);
    if (linked && linked.user_id !== user.id) throw badRequest({ non_field_errors: [serverMessages.youtubeChannelTaken] });
    if (linked) await refreshSocialAccount(tx, linked.id, account);
    else {
      await deleteUserSocialAccounts(tx, user.id, 'youtube');
      await insertSocialAccount(tx, user.id, account);
      if (account.profileImage) await setProfileImageIfEmpty(tx, user.id, account.profileImage);
    }
    const row = await findUserById(tx, user.id);
    if (!row) throw new Error(`user ${user.id} vanished during connect`);
    return serializeUser(tx, row, ctx.config.PUBLIC_API_URL);
  });
}
