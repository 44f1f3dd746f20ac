import { describe, expect, it } from 'vitest';
import { email } from '../rules/email.ts';
import { maxLength } from '../rules/lengths.ts';
import { required } from '../rules/required.ts';
import type { Rule } from '../types.ts';
import { composeRules, drfErrors, isFormValid, validateField, validateForm, visibleFieldError, when } from './validate.ts';

const rules = {
  email: [required, email],
  name: [required, maxLength(3)],
  'config.duration': [required],
};

describe('validateField / composeRules (spec 00 §5: only the first error per field)', () => {
  it.each([
    ['', 'Required Field'],
    ['nope', 'Invalid Email Address'],
    ['a@b.co', undefined],
  ])('%j → %j', (value, expected) => {
    expect(validateField(rules.email, value)).toBe(expected);
    expect(composeRules(required, email)(value)).toBe(expected);
  });

  it('stops at the first failing rule', () => {
    let ran = false;
    const spy: Rule = () => {
      ran = true;
      return undefined;
    };
    expect(validateField([required, spy], '')).toBe('Required Field');
    expect(ran).toBe(false);
  });
});

describe('when', () => {
  const keyword = when((all) => all.keyword_links === true, required);
  it.each([
    [{ keyword_links: true }, '', 'Required Field'],
    [{ keyword_links: false }, '', undefined],
    [undefined, '', undefined],
  ])('%j, %j → %j', (all, value, expected) => {
    expect(keyword(value, all)).toBe(expected);
  });
});

describe('validateForm', () => {
  it('gives the first message of each failing field only', () => {
    expect(validateForm(rules, { email: 'bad', name: '' })).toEqual({
      email: 'Invalid Email Address',
      name: 'Required Field',
      'config.duration': 'Required Field',
    });
  });

  it('is empty when every field passes, reading nested and flat dotted fields', () => {
    expect(validateForm(rules, { email: 'a@b.co', name: 'abc', config: { duration: 5 } })).toEqual({});
    expect(validateForm(rules, { email: 'a@b.co', name: 'abc', 'config.duration': 5 })).toEqual({});
    expect(isFormValid(rules, { email: 'a@b.co', name: 'abc', config: { duration: 5 } })).toBe(true);
    expect(isFormValid(rules, {})).toBe(false);
  });

  it('ignores fields that have no rules', () => {
    expect(validateForm({ a: [required] }, { a: 'x', b: '' })).toEqual({});
  });
});

describe('drfErrors (API 400 body, ARCHITECTURE §4)', () => {
  it('has the DRF shape { field: [message] }', () => {
    expect(drfErrors(rules, { email: '', name: 'abcd', config: { duration: 2 } })).toEqual({
      email: ['Required Field'],
      name: ['Must be no more than 3 characters'],
    });
  });

  it('is an empty object when valid', () => {
    expect(drfErrors(rules, { email: 'a@b.co', name: 'ab', config: { duration: 2 } })).toEqual({});
  });
});

describe('visibleFieldError (spec 00 §5 / 01 §5 / 02 §5: only once touched and a submit failed)', () => {
  it.each([
    [true, true, 'Required Field'],
    [true, false, undefined],
    [false, true, undefined],
    [false, false, undefined],
  ])('touched %s, submitFailed %s → %j', (touched, submitFailed, expected) => {
    expect(visibleFieldError('Required Field', { touched, submitFailed })).toBe(expected);
  });

  it('no error shows nothing', () => {
    expect(visibleFieldError(undefined, { touched: true, submitFailed: true })).toBeUndefined();
  });
});
