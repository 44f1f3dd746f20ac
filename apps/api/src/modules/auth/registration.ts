import { drfErrors, limits, maxLength, signUpForm } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import { isUniqueViolation, type Db } from '../../db/db.ts';
import type { RegistrationBody } from './schemas/auth-bodies.ts';
import { badRequest, throttled } from '../../errors.ts';
import { emailTaken, markEmailVerified } from './repositories/account-repository.ts';
import { insertUser, touchLastLogin } from '../shared/index.ts';
import { createEmailConfirmation } from './email-confirmation.ts';
import { invitationForSignUp, makeSignedUpManager } from '../managers/index.ts';
import { hashPassword, withPasswordPolicy } from './passwords.ts';
import { countLimitedRequest, type RequestLimit } from './request-limits.ts';
import type { SharedLimits } from '../../platform/limits/shared-limits.ts';
import { issueToken } from './tokens.ts';

export type { RegistrationBody };

/** The password compared with the email, which is also the username (decision 244). */
const registrationRules = withPasswordPolicy(signUpForm, 'password1', ['email']);

/** The sign-up rules of libs/validation plus the stored length limit; the DRF 400 body or {}. */
function registrationErrors(body: RegistrationBody): Record<string, string[]> {
  const errors = drfErrors(registrationRules, { ...body, email: body.email.trim() });
  const tooLong = maxLength(limits.emailMaxLength)(body.email.trim());
  if (!errors.email && tooLong) errors.email = [tooLong];
  return errors;
}

/**
 * Creates a manager (user type 2, default permissions, no teams) with the email as username, signs
 * them in and opens an email confirmation, in one transaction. Answers the user id, the sign-in
 * token and the confirmation key for the message sent after commit.
 * A valid sign-up counts against the address's and the IP's limit (429 over either) before the
 * address is looked up, so the limit answers alike whether or not it is taken (decision 273).
 * With `invite_key` (a manager invitation link) the user gets the invitation's permissions and
 * teams, the address counts as confirmed (the key came by mail to it) and no confirmation is
 * opened (`confirmationKey` null); without one they are a manager of no team (decision 345).
 */
export async function registerManager(
  ctx: { db: Db; limits: SharedLimits },
  body: RegistrationBody,
  client: { ip: string; now: Date; limit: RequestLimit },
): Promise<{ userId: number; token: string; confirmationKey: string | null }> {
  const errors = registrationErrors(body);
  if (Object.keys(errors).length) throw badRequest(errors);
  const email = body.email.trim();
  const { db } = ctx;
  const counted = await countLimitedRequest(ctx, 'registration', client.limit, { address: email, ip: client.ip }, client.now);
  if (counted.addressOver) throw throttled(counted.waitSeconds);
  const taken = () => badRequest({ email: [serverMessages.emailTaken] });
  if (await emailTaken(db, email)) throw taken();
  const passwordHash = await hashPassword(body.password1);
  try {
    return await db.transaction(async (tx) => {
      // Checked again inside: another sign-up may have taken the address meanwhile.
      if (await emailTaken(tx, email)) throw taken();
      const invitation = body.invite_key ? await invitationForSignUp(tx, body.invite_key, email) : null;
      const permissions = invitation
        ? { campaigns: invitation.permissions_campaigns, teams: invitation.permissions_teams, users: invitation.permissions_users }
        : undefined;
      const userId = await insertUser(tx, { username: email, email, passwordHash, userType: 2, permissions });
      await makeSignedUpManager(tx, userId, invitation, client.now);
      // Spec 00 §4: sign-up signs the user in without staying logged in.
      const token = await issueToken(tx, userId, { origin: 'password', stayLoggedIn: false });
      await touchLastLogin(tx, userId);
      if (invitation) await markEmailVerified(tx, userId, email);
      const confirmationKey = invitation ? null : await createEmailConfirmation(tx, userId, email);
      return { userId, token, confirmationKey };
    });
  } catch (error) {
    // The unique username index catches two simultaneous sign-ups with one address.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
