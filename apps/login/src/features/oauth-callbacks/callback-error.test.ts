import { fakeApiError } from '@advocate/api-client/testing';
import { expect, it } from 'vitest';
import { callbackErrorText } from './callback-error.ts';

it('follows spec 00 §8 for OAuth callbacks', () => {
  expect(callbackErrorText(fakeApiError(400, { _error: ['Twitch refused the code'], detail: 'x' }))).toBe('Twitch refused the code');
  expect(callbackErrorText(fakeApiError(400, { detail: 'Invite expired.' }))).toBe('Invite expired.');
  expect(callbackErrorText(fakeApiError(400, { code: ['This field is required.'] }))).toBe('This field is required.');
  expect(callbackErrorText(fakeApiError(400, { code: { nested: true } }))).toBe('{"code":{"nested":true}}');
  expect(callbackErrorText(fakeApiError(502, {}, 'Bad Gateway'))).toBe('Failed!');
  expect(callbackErrorText(fakeApiError(0, {}, "Can't connect to the server. Please try again later"))).toBe(
    "Can't connect to the server. Please try again later",
  );
  expect(callbackErrorText(new Error('state mismatch'))).toBe('Failed!');
});
