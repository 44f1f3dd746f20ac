/**
 * Second entry, `@advocate/validation/common-passwords`: Django's CommonPasswordValidator. Kept out of
 * the main entry so the apps' bundles never carry the list; the API checks it and the forms show the
 * server's answer (decision 244).
 */
import { commonPasswordList } from './common-password-list.ts';
import { messages } from './messages.ts';
import type { Rule } from './types.ts';
import { isEmpty } from './values.ts';

let common: Set<string> | undefined;

/** The password, lower-cased and trimmed as Django compares it, is on the list. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(commonPasswordList.split('\n').filter((line) => line !== ''));
  return common.has(password.toLowerCase().trim());
}

/** 'This password is too common.' Empty passes (pair with `required`). */
export const commonPassword: Rule = (value) =>
  typeof value === 'string' && !isEmpty(value) && isCommonPassword(value) ? messages.passwordTooCommon : undefined;
