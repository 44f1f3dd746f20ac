import { drfErrors, messages, passwordSimilarity, resetPasswordForm, resetRequestForm } from '@advocate/validation';
import type { AppContext } from '../../context/app-context.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { ResetConfirmation } from './schemas/auth-bodies.ts';
import { badRequest } from '../../errors.ts';
import { findResetCandidateById, findResetCandidates, markEmailVerified, replacePasswordHash } from './repositories/account-repository.ts';
import { passwordResetMail } from './account-mails.ts';
import { endOtherCredentials } from './credentials.ts';
import { clearLoginFailures } from './login-throttle.ts';
import { hashPassword, withPasswordPolicy } from './passwords.ts';
import { checkResetToken, decodeUid, encodeUid, makeResetToken } from './password-reset-tokens.ts';

/**
 * Django's validators but the similarity, checked before the link: they reveal nothing about the user.
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

/**
 * One answer for an unknown uid and a bad, expired or used token, on the token field the reset page
 * reads, so the answer tells nobody which user ids exist (spec 00 §8; decision 263).
 */
const invalidLink = () => badRequest({ token: [messages.resetLinkInvalid] });

/**
 * Sets the new password when uid and token are valid, then ends every credential of the user (sign-in
 * tokens and the API key), in one transaction. The token dies with the old password hash, so a link
 * works once. Checks the password rules, then uid and token together (the same work and answer either
 * way), then the password's similarity to the user.
 */
export async function confirmPasswordReset(ctx: AppContext, body: ResetConfirmation): Promise<void> {
  const errors = drfErrors(confirmRules, { ...body });
  if (Object.keys(errors).length) throw badRequest(errors);
  const id = decodeUid(body.uid.trim());
  const user = id === undefined ? undefined : await findResetCandidateById(ctx.db, id);
  // An HMAC for an unknown uid too, so the answer takes as long.
  const tokenValid = checkResetToken(ctx.config.SECRET_KEY, user ?? NOBODY, body.token.trim(), ctx.now());
  if (!user || !tokenValid) throw invalidLink();
  const similar = similarToUser(body.new_password1, { email: user.email, username: user.username });
  if (similar) throw badRequest({ new_password1: [similar] });
  const newHash = await hashPassword(body.new_password1);
  await ctx.db.transaction(async (tx) => {
    // Only if the password is still the one the token was made for: two uses of one link race here.
    if (!(await replacePasswordHash(tx, user.id, user.password_hash, newHash))) throw invalidLink();
    // Whoever held a token or an API key before the reset holds nothing now (decision 260).
    await endOtherCredentials(tx, user.id);
    // The link reached the address, which proves it as a confirmation link would.
    await markEmailVerified(tx, user.id, user.email);
    await clearLoginFailures({ db: tx, limits: ctx.limits }, user.id);
  });
}
