import { drfErrors, passwordSimilarity, resetPasswordForm, resetRequestForm } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import type { AppContext } from '../context/app-context.ts';
import type { Mail } from '../mail/mailer.ts';
import type { ResetConfirmation } from '../schemas/auth-bodies.ts';
import { badRequest } from '../plugins/error-handler.ts';
import { findResetCandidateById, findResetCandidates, markEmailVerified, replacePasswordHash } from '../repositories/account-repository.ts';
import { passwordResetMail } from './account-mails.ts';
import { clearLoginFailures } from './login-throttle.ts';
import { hashPassword, withPasswordPolicy } from './passwords.ts';
import { checkResetToken, decodeUid, encodeUid, makeResetToken } from './password-reset-tokens.ts';
import { revokeOtherTokens } from './tokens.ts';

/**
 * Django's validators but the similarity, checked before the token: they reveal nothing about the user.
 * The similarity to the user's email and username waits for a valid token, or it would tell whoever
 * holds only a uid what the address looks like (decision 244).
 */
const confirmRules = withPasswordPolicy(resetPasswordForm, 'new_password1', []);
const similarToUser = passwordSimilarity('email', 'username');

/** A user no address matches, so the work (and its time) is the same with or without a match. */
const NOBODY = { id: 0, email: '', password_hash: '', last_login: null };

/**
 * The reset messages for `email`: one per active manager with a password at that address, none
 * otherwise. The caller answers the same either way and sends without waiting (decision 191).
 */
export async function passwordResetMails(ctx: AppContext, body: { email: string }): Promise<Mail[]> {
  const errors = drfErrors(resetRequestForm, { ...body });
  if (Object.keys(errors).length) throw badRequest(errors);
  const now = ctx.now();
  const users = await findResetCandidates(ctx.db, body.email.trim());
  if (users.length === 0) makeResetToken(ctx.config.SECRET_KEY, NOBODY, now);
  return users.map((user) =>
    passwordResetMail(user.email, ctx.config.LOGIN_URL, encodeUid(user.id), makeResetToken(ctx.config.SECRET_KEY, user, now)),
  );
}

export type { ResetConfirmation };

const invalid = (field: 'uid' | 'token') => badRequest({ [field]: [serverMessages.invalidResetValue] });

/**
 * Sets the new password when uid and token are valid, then revokes every sign-in token of the user,
 * in one transaction. The token dies with the old password hash, so a link works once.
 * Checks uid, then the password rules, then the token, then the password's similarity to the user.
 */
export async function confirmPasswordReset(ctx: AppContext, body: ResetConfirmation): Promise<void> {
  const id = decodeUid(body.uid.trim());
  const user = id === undefined ? undefined : await findResetCandidateById(ctx.db, id);
  if (!user) throw invalid('uid');
  const errors = drfErrors(confirmRules, { ...body });
  if (Object.keys(errors).length) throw badRequest(errors);
  if (!checkResetToken(ctx.config.SECRET_KEY, user, body.token.trim(), ctx.now())) throw invalid('token');
  const similar = similarToUser(body.new_password1, { email: user.email, username: user.username });
  if (similar) throw badRequest({ new_password1: [similar] });
  const newHash = await hashPassword(body.new_password1);
  await ctx.db.transaction(async (tx) => {
    // Only if the password is still the one the token was made for: two uses of one link race here.
    if (!(await replacePasswordHash(tx, user.id, user.password_hash, newHash))) throw invalid('token');
    await revokeOtherTokens(tx, user.id);
    // The link reached the address, which proves it as a confirmation link would.
    await markEmailVerified(tx, user.id, user.email);
    await clearLoginFailures(tx, user.email.trim().toLowerCase());
  });
}
