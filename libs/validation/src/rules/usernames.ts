import { messages } from '../messages.ts';
import type { Rule } from '../types.ts';
import { isEmpty } from '../values.ts';
import { isSingleScript } from './scripts.ts';

/**
 * Code points that draw nothing or reorder what follows: controls (Cc), formats (Cf: bidirectional
 * embeddings, overrides and isolates U+202A-U+202E and U+2066-U+2069, zero-width spaces and joiners),
 * surrogates, private use, unassigned, line and paragraph separators, and every other default-ignorable
 * code point (the Hangul fillers, variation selectors, the combining grapheme joiner).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

/**
 * What Twitch logins ([a-zA-Z0-9_]) and YouTube handles (letters and digits of any language, _ - .)
 * hold: ASCII digits and _ . -, letters and digits that belong to a script (not the Common look-alikes
 * such as the mathematical 𝐚 or the full-width Ａ), and combining marks.
 */
const BROADCASTER = /^(?:[0-9_.-]|(?!\p{sc=Zyyy})[\p{L}\p{Nd}]|\p{M})+$/u;

/** What an email address holds (the email rule's characters), plus single inner spaces. */
const MANAGER = /^[A-Za-z0-9@.+_'%-]+(?: [A-Za-z0-9@.+_'%-]+)*$/;

/**
 * A broadcaster's username (decision 245): no control or invisible characters, only the characters
 * Twitch and YouTube names hold, letters of one script (or one of the writings that mix scripts by
 * nature: Japanese, Korean, Chinese with Bopomofo). Empty passes (pair with `required`).
 */
export const broadcasterUsername: Rule = (value) => {
  if (typeof value !== 'string' || isEmpty(value)) return undefined;
  if (INVISIBLE.test(value)) return messages.usernameInvisibleCharacters;
  if (!BROADCASTER.test(value)) return messages.broadcasterUsername;
  return isSingleScript(value) ? undefined : messages.usernameMixedScripts;
};

/**
 * A manager's username (decision 245): it starts as the email address (registration), so ASCII
 * letters, digits, @ . + - _ ' % and single inner spaces. Empty passes (pair with `required`).
 */
export const managerUsername: Rule = (value) => {
  if (typeof value !== 'string' || isEmpty(value)) return undefined;
  if (INVISIBLE.test(value)) return messages.usernameInvisibleCharacters;
  return MANAGER.test(value) ? undefined : messages.managerUsername;
};

/** The username rule of a user type (spec 00 §3: 2 manager, 3 broadcaster; anything else as a manager). */
export function usernameRuleFor(userType: number): Rule {
  return userType === 3 ? broadcasterUsername : managerUsername;
}
