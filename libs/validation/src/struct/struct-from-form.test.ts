import { is, number, optional, string, validate } from 'superstruct';
import type { Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { email } from '../rules/email.ts';
import { required } from '../rules/required.ts';
import { drfErrorsFromStructError, fileValue, numberLike, structFromForm, validateBody } from './struct-from-form.ts';

const struct = structFromForm({ email: [required, email], age: [] }, { email: string(), age: optional(number()) });

describe('structFromForm (API bodies use the very rules of the forms, ARCHITECTURE §3)', () => {
  it.each([
    ['valid', { email: 'a@b.co', age: 3 }, undefined],
    ['extra keys allowed', { email: 'a@b.co', other: true }, undefined],
    ['rule message for a missing field, not a type complaint', {}, { email: ['Required Field'] }],
    ['rule message for a bad value', { email: 'nope' }, { email: ['Invalid Email Address'] }],
    ['type failure of a field the rules accept', { email: 'a@b.co', age: 'three' }, { age: ['Incorrect type.'] }],
    ['rule and type failures together', { email: 'x', age: 'three' }, { email: ['Invalid Email Address'], age: ['Incorrect type.'] }],
    ['wrong type where a rule fails reports the rule', { email: 42 }, { email: ['Invalid Email Address'] }],
    ['not an object', 'hello', { non_field_errors: ['Incorrect type.'] }],
    ['null body', null, { non_field_errors: ['Incorrect type.'] }],
    ['array body', [], { non_field_errors: ['Incorrect type.'] }],
  ])('%s', (_label, body, expected) => {
    const result = validateBody(struct, body);
    if (expected === undefined) {
      expect(result).toEqual({ ok: true, value: body });
    } else {
      expect(result).toEqual({ ok: false, errors: expected });
    }
  });

  it('works with superstruct is/validate directly', () => {
    expect(is({ email: 'a@b.co' }, struct)).toBe(true);
    expect(is({ email: '' }, struct)).toBe(false);
    const [error] = validate({ email: '' }, struct);
    expect(error && drfErrorsFromStructError(error)).toEqual({ email: ['Required Field'] });
  });

  it('keeps dotted names for nested rules (decision 118)', () => {
    const nested = structFromForm({ 'user.email': [required, email] }, {});
    expect(validateBody(nested, { user: { email: 'bad' } })).toEqual({
      ok: false,
      errors: { 'user.email': ['Invalid Email Address'] },
    });
  });
});

// The table mixes field structs of different value types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;

describe('field structs', () => {
  it.each<[AnyStruct, unknown, boolean]>([
    [numberLike, 3, true],
    [numberLike, '3.5', true],
    [numberLike, 'x', false],
    [numberLike, '', false],
    [fileValue, 'uploads/a.png', true],
    [fileValue, { name: 'a.png', type: 'image/png' }, true],
    [fileValue, { type: 'image/png' }, false],
    [fileValue, 3, false],
  ])('%#', (fieldStruct, value, expected) => {
    expect(is(value, fieldStruct)).toBe(expected);
  });
});
