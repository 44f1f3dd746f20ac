import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error.ts';
import { splitServerErrors } from './server-errors.ts';

const refused = (body: Record<string, unknown>) => new ApiError(400, body, 'Bad Request');

describe('splitServerErrors', () => {
  it('puts the first message of each named field on that field and nothing under the form', () => {
    const split = splitServerErrors(refused({ email: ['Taken.', 'Second.'], username: 'Bad.' }), ['email', 'username', 'other']);
    expect(split).toEqual({ fieldErrors: { email: 'Taken.', username: 'Bad.' }, formError: null });
  });

  it('says the first non_field_errors message under the form, fields still on their fields', () => {
    const split = splitServerErrors(refused({ email: ['Taken.'], non_field_errors: ['Nope.', 'Later.'] }), ['email']);
    expect(split).toEqual({ fieldErrors: { email: 'Taken.' }, formError: 'Nope.' });
  });

  it('says the whole body as text when an error names a field the form does not show', () => {
    const body = { email: ['Taken.'], budget: ['Too small.'] };
    expect(splitServerErrors(refused(body), ['email'])).toEqual({ fieldErrors: { email: 'Taken.' }, formError: JSON.stringify(body) });
  });

  it('maps a nested server name onto its form field (decision 118)', () => {
    const split = splitServerErrors(refused({ 'user.email': ['Taken.'] }), { email: ['email', 'user.email'], teams: ['teams'] });
    expect(split).toEqual({ fieldErrors: { email: 'Taken.' }, formError: null });
  });

  it('shows a lone detail as its own text only when asked (decision 287)', () => {
    const throttled = new ApiError(429, { detail: 'Slow down.' }, 'Too Many Requests');
    expect(splitServerErrors(throttled, ['email'], { detailAsText: true }).formError).toBe('Slow down.');
    expect(splitServerErrors(throttled, ['email']).formError).toBe('{"detail":"Slow down."}');
  });

  it('says a failure without a body, or a thrown error, as its text', () => {
    expect(splitServerErrors(new ApiError(0, {}, NETWORK_ERROR_MESSAGE), ['email'])).toEqual({
      fieldErrors: {},
      formError: NETWORK_ERROR_MESSAGE,
    });
    expect(splitServerErrors(new Error('Boom'), ['email'])).toEqual({ fieldErrors: {}, formError: 'Boom' });
  });
});
