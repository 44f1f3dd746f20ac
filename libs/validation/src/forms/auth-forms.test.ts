import { describe, expect, it } from 'vitest';
import { validateForm } from '../engine/validate.ts';
import { resetPasswordForm, resetRequestForm, signInForm, signUpForm, tosForm } from './auth-forms.ts';

const R = 'Required Field';
const SHORT = 'This password is too short. It must contain at least 8 characters.';
const MISMATCH = "The two password fields didn't match.";
const NUMERIC = 'This password is entirely numeric.';

describe('signInForm (spec 00 §2 /login/manager, §5)', () => {
  it.each([
    [{ username: 'ann@example.com', password: 'x' }, {}],
    [
      { username: '', password: '' },
      { username: R, password: R },
    ],
    [{ username: '  ', password: 'x' }, { username: R }],
    [{}, { username: R, password: R }],
  ])('%j', (values, expected) => {
    expect(validateForm(signInForm, values)).toEqual(expected);
  });
});

describe('signUpForm (spec 00 §2 /sign-up, §5; decisions 100, 101, 244)', () => {
  it.each([
    [{ email: 'ann@example.com', password1: 'abcdefgh', password2: 'abcdefgh' }, {}],
    [{}, { email: R, password1: R, password2: R }],
    [
      { email: 'ann', password1: 'abcdefg', password2: 'abcdefgX' },
      { email: 'Invalid Email Address', password1: SHORT, password2: MISMATCH },
    ],
    [{ email: 'ann@example.com', password1: 'abcdefgh', password2: 'abcdefgX' }, { password2: MISMATCH }],
    // Issue #6 item 5: Django's validators in the form, the common list on the server only.
    [{ email: 'ann@example.com', password1: '12345678', password2: '12345678' }, { password1: NUMERIC }],
    [
      { email: 'ann@example.com', password1: 'ann@example.com', password2: 'ann@example.com' },
      { password1: 'The password is too similar to the email address.' },
    ],
    [{ email: 'ann@example.com', password1: 'password', password2: 'password' }, {}],
  ])('%j', (values, expected) => {
    expect(validateForm(signUpForm, values)).toEqual(expected);
  });
});

describe('resetRequestForm (spec 00 §2 /login/reset-request)', () => {
  it.each([
    [{ email: 'ann@example.com' }, {}],
    [{ email: '' }, { email: R }],
    [{ email: 'ann@' }, { email: 'Invalid Email Address' }],
  ])('%j', (values, expected) => {
    expect(validateForm(resetRequestForm, values)).toEqual(expected);
  });
});

describe('resetPasswordForm (spec 00 §2 /login/reset-password)', () => {
  it.each([
    [{ new_password1: 'abcdefgh', new_password2: 'abcdefgh' }, {}],
    [
      { new_password1: '', new_password2: '' },
      { new_password1: R, new_password2: R },
    ],
    [{ new_password1: 'abcdefgh', new_password2: 'abcdefgi' }, { new_password2: MISMATCH }],
    [{ new_password1: 'short', new_password2: 'short' }, { new_password1: SHORT }],
    [{ new_password1: '12345678', new_password2: '12345678' }, { new_password1: NUMERIC }],
  ])('%j', (values, expected) => {
    expect(validateForm(resetPasswordForm, values)).toEqual(expected);
  });
});

describe('tosForm (spec 00 §2 terms screen; decision 102)', () => {
  it.each([
    [{ agreed: true }, {}],
    [{ agreed: false }, { agreed: R }],
    [{}, { agreed: R }],
  ])('%j', (values, expected) => {
    expect(validateForm(tosForm, values)).toEqual(expected);
  });
});
