import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { passwordRules, type FormRules, type PasswordUserAttribute } from '@advocate/validation';
import { commonPassword } from '@advocate/validation/common-passwords';

/**
 * A form's rules with its new-password field checked by Django's four default validators: similar to
 * the user's attributes (read from the validated values), minimum length, the common-password list,
 * entirely numeric (decision 244). Every path that sets a password uses it.
 */
export function withPasswordPolicy(form: FormRules, field: string, similarTo: PasswordUserAttribute[]): FormRules {
  return { ...form, [field]: passwordRules({ similarTo, common: commonPassword }) };
}

// scrypt, memory-hard: N=2^15, r=8, p=1 uses 32 MiB per hash.
const N = 32768;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash that never verifies, compared against when no user matches, so timing reveals nothing. */
export const DUMMY_PASSWORD_HASH = `scrypt$${N}$${R}$${P}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
