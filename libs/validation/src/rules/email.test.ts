import { describe, expect, it } from 'vitest';
import { email } from './email.ts';

const BAD = 'Invalid Email Address';

describe('email (spec 00 §5: Invalid Email Address)', () => {
  it.each([
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    ['ann@example.com', undefined],
    ['Ann.Lee+ads@mail.example.co.uk', undefined],
    ["o'brien@example.org", undefined],
    ['a_b-c%d@sub-domain.example.museum', undefined],
    ['plainaddress', BAD],
    ['@example.com', BAD],
    ['ann@', BAD],
    ['ann@example', BAD],
    ['ann@example.c', BAD],
    ['ann@-example.com', BAD],
    ['ann@example-.com', BAD],
    ['ann lee@example.com', BAD],
    ['ann@exa mple.com', BAD],
    ['ann@@example.com', BAD],
    [' ann@example.com', BAD],
    [42, BAD],
  ])('%j → %j', (value, expected) => {
    expect(email(value)).toBe(expected);
  });
});
