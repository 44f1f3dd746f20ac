import { describe, expect, it } from 'vitest';
import { ApiError, failureText, NETWORK_ERROR_MESSAGE } from './api-error.ts';

const FALLBACK = "Couldn't end or delete campaign. Please try again later";
const answer = (status: number, body: Record<string, unknown>) => new ApiError(status, body, 'Status text');

describe('failureText: the server message of a failed action, else the generic text (decision 680)', () => {
  it.each([
    [
      'detail',
      answer(403, { detail: 'You do not have permission to perform this action.' }),
      'You do not have permission to perform this action.',
    ],
    ['non_field_errors first', answer(400, { non_field_errors: ['This campaign has ended.', 'Second.'] }), 'This campaign has ended.'],
    ['detail before non_field_errors', answer(400, { detail: 'Not found.', non_field_errors: ['Other.'] }), 'Not found.'],
    ['a field error', answer(400, { end_date: ['End date must be greater than start date'] }), 'End date must be greater than start date'],
    ['a field error as a string', answer(400, { name: 'Required Field' }), 'Required Field'],
    ['a nested field error', answer(400, { user: { email: ['Invalid Email Address'] } }), 'Invalid Email Address'],
  ])('%s', (_label, error, expected) => {
    expect(failureText(error, FALLBACK)).toBe(expected);
    expect(error.serverMessage).toBe(expected);
  });

  it.each([
    ['a network failure', new ApiError(0, {}, NETWORK_ERROR_MESSAGE)],
    ['a 5xx with a body', answer(500, { detail: 'Internal error: relation "x" does not exist' })],
    ['a 502 without a body', answer(502, {})],
    ['a 4xx without a body', answer(404, {})],
    ['a 4xx with empty messages', answer(400, { detail: '', non_field_errors: [] })],
    ['a thrown error that is no answer', new Error('boom')],
    ['anything else', 'text'],
  ])('keeps the generic text after %s', (_label, error) => {
    expect(failureText(error, FALLBACK)).toBe(FALLBACK);
  });
});

describe('ApiError.requestId (decision 735)', () => {
  it('is the request id of a 5xx answer, while the failure text stays the spec text', () => {
    const error = answer(500, { detail: 'A server error occurred.', request_id: 'b7c2a3f0-1d2e-4f5a-9b8c-7d6e5f4a3b2c' });
    expect(error.requestId).toBe('b7c2a3f0-1d2e-4f5a-9b8c-7d6e5f4a3b2c');
    expect(failureText(error, FALLBACK)).toBe(FALLBACK);
  });

  it('is undefined for other answers and for a 5xx without one', () => {
    expect(answer(400, { detail: 'Nope.', request_id: 'x' }).requestId).toBeUndefined();
    expect(answer(502, {}).requestId).toBeUndefined();
    expect(new ApiError(0, {}, NETWORK_ERROR_MESSAGE).requestId).toBeUndefined();
  });
});
