import { fakeApiError } from '@advocate/api-client/testing';
import { expect, it } from 'vitest';
import { resetErrorText } from './reset-error.ts';

it('says the link is invalid for token or uid errors, else applies the form rule', () => {
  expect(resetErrorText(fakeApiError(400, { token: ['Invalid value'] }))).toBe('This reset link is invalid.');
  expect(resetErrorText(fakeApiError(400, { uid: ['Invalid value'] }))).toBe('This reset link is invalid.');
  expect(resetErrorText(fakeApiError(400, { non_field_errors: ['Too common.'] }))).toBe('Too common.');
  expect(resetErrorText(fakeApiError(400, { new_password2: ["The two password fields didn't match."] }))).toBe(
    '{"new_password2":["The two password fields didn\'t match."]}',
  );
});
