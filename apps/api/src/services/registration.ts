import { drfErrors, limits, maxLength, signUpForm } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import { isUniqueViolation, type Db } from '../db/db.ts';
import type { RegistrationBody } from '../schemas/auth-bodies.ts';
import { badRequest, throttled } from '../plugins/error-handler.ts';
import { emailTaken } from '../repositories/account-repository.ts';
import { insertUser, touchLastLogin } from '../repositories/users-repository.ts';
import { createEmailConfirmation } from './email-confirmation.ts';
import { hashPassword, withPasswordPolicy } from './passwords.ts';
import { countLimitedRequest, type RequestLimit } from './request-limits.ts';
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
 */
export async function registerManager(
  db: Db,
  body: RegistrationBody,
  client: { ip: string; now: Date; limit: RequestLimit },
): Promise<{ userId: number; token: string; confirmationKey: string }> {
  const errors = registrationErrors(body);
  if (Object.keys(errors).length) throw badRequest(errors);
  const email = body.email.trim();
  const counted = await countLimitedRequest(db, 'registration', client.limit, { address: email, ip: client.ip }, client.now);
  if (counted.addressOver) throw throttled(counted.waitSeconds);
  const taken = () => badRequest({ email: [serverMessages.emailTaken] });
  if (await emailTaken(db, email)) throw taken();
  const passwordHash = await hashPassword(body.password1);
  try {
    return await db.transaction(async (tx) => {
      // Checked again inside: another sign-up may have taken the address meanwhile.
      if (await emailTaken(tx, email)) throw taken();
      const userId = await insertUser(tx, { username: email, email, passwordHash, userType: 2 });
      // Spec 00 §4: sign-up signs the user in without staying logged in.
      const token = await issueToken(tx, userId, { origin: 'password', stayLoggedIn: false });
      await touchLastLogin(tx, userId);
      const confirmationKey = await createEmailConfirmation(tx, userId, email);
      return { userId, token, confirmationKey };
    });
  } catch (error) {
    // The unique username index catches two simultaneous sign-ups with one address.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
