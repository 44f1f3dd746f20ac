import { drfErrors, limits, maxLength, signUpForm } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import { isUniqueViolation, type Db } from '../db/db.ts';
import type { RegistrationBody } from '../schemas/auth-bodies.ts';
import { badRequest } from '../plugins/error-handler.ts';
import { emailTaken } from '../repositories/account-repository.ts';
import { insertUser, touchLastLogin } from '../repositories/users-repository.ts';
import { createEmailConfirmation } from './email-confirmation.ts';
import { hashPassword, withPasswordPolicy } from './passwords.ts';
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
 */
export async function registerManager(db: Db, body: RegistrationBody): Promise<{ userId: number; token: string; confirmationKey: string }> {
  const errors = registrationErrors(body);
  if (Object.keys(errors).length) throw badRequest(errors);
  const email = body.email.trim();
  const taken = () => badRequest({ email: [serverMessages.emailTaken] });
  if (await emailTaken(db, email)) throw taken();
  const passwordHash = await hashPassword(body.password1);
  try {
    return await db.transaction(async (tx) => {
      // Checked again inside: another sign-up may have taken the address meanwhile.
      if (await emailTaken(tx, email)) throw taken();
      const userId = await insertUser(tx, { username: email, email, passwordHash, userType: 2 });
      const token = await issueToken(tx, userId);
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
