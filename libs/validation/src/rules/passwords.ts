import { limits } from '../limits.ts';
import { messages } from '../messages.ts';
import type { Rule } from '../types.ts';
import { getPath, isEmpty } from '../values.ts';
import { minLength } from './lengths.ts';
import { required } from './required.ts';

/** Django's minimum length, with Django's message (decision 101). */
export const passwordLength: Rule = minLength(limits.passwordMinLength, messages.passwordTooShort(limits.passwordMinLength));

/** Django's NumericPasswordValidator: 'This password is entirely numeric.' Empty passes. */
export const numericPassword: Rule = (value) =>
  typeof value === 'string' && /^\p{Nd}+$/u.test(value) ? messages.passwordEntirelyNumeric : undefined;

/** The user attributes a password is compared with, and the verbose names Django's messages use. */
const verboseNames = { email: 'email address', username: 'username' } as const;
export type PasswordUserAttribute = keyof typeof verboseNames;

/** Django's default `max_similarity`. */
const MAX_SIMILARITY = 0.7;

/**
 * Python's SequenceMatcher(a, b).quick_ratio(): the characters both hold, counted as multisets, over
 * their combined length. An upper bound of the real ratio, and what Django compares.
 */
export function quickRatio(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  const available = new Map<string, number>();
  for (const char of right) available.set(char, (available.get(char) ?? 0) + 1);
  let matches = 0;
  for (const char of left) {
    const count = available.get(char) ?? 0;
    if (count > 0) {
      matches += 1;
      available.set(char, count - 1);
    }
  }
  const length = left.length + right.length;
  return length === 0 ? 1 : (2 * matches) / length;
}

/** Django skips a part so much shorter than the password that it can never reach the ratio. */
function farShorter(passwordLength: number, partLength: number): boolean {
  return passwordLength >= 10 * partLength && partLength < (MAX_SIMILARITY / 2) * passwordLength;
}

/**
 * Django's UserAttributeSimilarityValidator: the password (lower-cased) against each attribute read from
 * the other values, whole and split at non-word characters (an email's name, domain and suffix), with
 * quick ratio ≥ 0.7 → 'The password is too similar to the email address.' (or '… the username.').
 * Attributes are checked in the order given (decision 244). Empty passes.
 */
export function passwordSimilarity(...attributes: PasswordUserAttribute[]): Rule {
  return (value, allValues) => {
    if (typeof value !== 'string' || isEmpty(value)) return undefined;
    const password = value.toLowerCase();
    const size = Array.from(password).length;
    for (const attribute of attributes) {
      const text = getPath(allValues, attribute);
      if (typeof text !== 'string' || text === '') continue;
      const whole = text.toLowerCase();
      // Python's \W: anything but letters, numbers and the underscore.
      for (const part of [...whole.split(/[^\p{L}\p{N}_]+/u), whole]) {
        if (farShorter(size, Array.from(part).length)) continue;
        if (quickRatio(password, part) >= MAX_SIMILARITY) return messages.passwordTooSimilar(verboseNames[attribute]);
      }
    }
    return undefined;
  };
}

export interface PasswordRuleOptions {
  /** Attributes among the other values to compare with (Django's UserAttributeSimilarityValidator). */
  similarTo?: PasswordUserAttribute[];
  /** The common-password rule, `commonPassword` of `@advocate/validation/common-passwords` (server side). */
  common?: Rule;
}

/**
 * A new password's rules in the order of Django's default AUTH_PASSWORD_VALIDATORS: required, similar
 * to the user's attributes, minimum length, common (when given), entirely numeric (decision 244).
 */
export function passwordRules({ similarTo = [], common }: PasswordRuleOptions = {}): Rule[] {
  return [
    required,
    ...(similarTo.length > 0 ? [passwordSimilarity(...similarTo)] : []),
    passwordLength,
    ...(common ? [common] : []),
    numericPassword,
  ];
}
