import { describe, expect, it } from 'vitest';
import { commonPassword, isCommonPassword } from '../common-passwords.ts';
import { validateField } from '../engine/validate.ts';
import { numericPassword, passwordRules, passwordSimilarity, quickRatio } from './passwords.ts';

// Issue #6 item 5: weak passwords are refused as Django's default validators refuse them (decision 244).
const COMMON = 'This password is too common.';
const NUMERIC = 'This password is entirely numeric.';
const SHORT = 'This password is too short. It must contain at least 8 characters.';
const LIKE_EMAIL = 'The password is too similar to the email address.';
const LIKE_USERNAME = 'The password is too similar to the username.';

describe('quickRatio (Python difflib SequenceMatcher.quick_ratio)', () => {
  it.each([
    ['abcd', 'bcde', 0.75],
    ['aaa', 'a', 0.5],
    ['', '', 1],
    ['abc', '', 0],
    ['😀a', 'a😀', 1],
  ])('%j vs %j → %d', (a, b, expected) => {
    expect(quickRatio(a, b)).toBeCloseTo(expected, 10);
  });
});

describe('passwordSimilarity (Django UserAttributeSimilarityValidator; answers checked against Django 5.2)', () => {
  it.each([
    ['the address itself', 'ann@example.com', { email: 'ann@example.com' }, LIKE_EMAIL],
    ['the domain and a digit', 'example1', { email: 'ann@example.com' }, LIKE_EMAIL],
    ['any case', 'Example.COM', { email: 'ann@example.com' }, LIKE_EMAIL],
    ['the name and digits', 'annabelle99', { email: 'annabelle@mail.org' }, LIKE_EMAIL],
    ['letters reordered (quick ratio ignores order)', 'elpmaxe!', { email: 'a@example.com' }, LIKE_EMAIL],
    ['the name part of a dashed address', 'newmanager', { email: 'new-manager-1700000000000@example.com' }, LIKE_EMAIL],
    ['unrelated', 'a-good-long-password', { email: 'new.person@example.com' }, undefined],
    ['unrelated to short parts', 'correct-horse-battery', { email: 'ann@example.com' }, undefined],
    ['parts far shorter than the password are skipped', 'moc.elpmaxe', { email: 'a@b.c' }, undefined],
    ['no attribute value', 'example1', { email: '' }, undefined],
    ['empty password passes (required answers)', '', { email: 'ann@example.com' }, undefined],
  ])('%s: %j', (_label, password, values, expected) => {
    expect(passwordSimilarity('email')(password, values)).toBe(expected);
  });

  it('names the first similar attribute in the order given', () => {
    const values = { username: 'streamer_one', email: 'forgetful@example.com' };
    expect(passwordSimilarity('email', 'username')('streamerone', values)).toBe(LIKE_USERNAME);
    expect(passwordSimilarity('email', 'username')('forgetful1', values)).toBe(LIKE_EMAIL);
    expect(passwordSimilarity('username', 'email')('forgetful1', { ...values, username: 'forgetful' })).toBe(LIKE_USERNAME);
  });
});

describe('numericPassword (Django NumericPasswordValidator)', () => {
  it.each([
    ['12345678', NUMERIC],
    ['٠١٢٣٤٥٦٧', NUMERIC],
    ['1234567a', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (value, expected) => {
    expect(numericPassword(value)).toBe(expected);
  });
});

describe('commonPassword (Django CommonPasswordValidator, entries of 8 characters or more)', () => {
  it.each([
    ['password', COMMON],
    ['12345678', COMMON],
    ['PassWord1', COMMON],
    ['  iloveyou  ', COMMON],
    ['abcdefgh', COMMON],
    ['pa$$word', COMMON],
    ['a-good-long-password', undefined],
    ['correct-horse-battery', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(commonPassword(value)).toBe(expected);
  });

  it('holds no blank entry', () => {
    expect(isCommonPassword('')).toBe(false);
    expect(isCommonPassword('\n')).toBe(false);
  });
});

describe("passwordRules: Django's validator order, first message only (spec 00 §5)", () => {
  const server = passwordRules({ similarTo: ['email', 'username'], common: commonPassword });
  const values = { email: 'ann@example.com', username: 'ann@example.com' };
  it.each([
    ['', 'Required Field'],
    ['ann@example.com', LIKE_EMAIL],
    ['ann', LIKE_EMAIL],
    ['abc', SHORT],
    ['1234567', SHORT],
    ['password', COMMON],
    ['12345678', COMMON],
    ['93847561029', NUMERIC],
    ['a-good-long-password', undefined],
  ])('%j → %j', (password, expected) => {
    expect(validateField(server, password, values)).toBe(expected);
  });

  it('leaves out the similarity and the list when not asked for (the forms)', () => {
    expect(validateField(passwordRules(), 'ann@example.com', values)).toBeUndefined();
    expect(validateField(passwordRules(), 'password', values)).toBeUndefined();
    expect(validateField(passwordRules(), '12345678', values)).toBe(NUMERIC);
  });
});
