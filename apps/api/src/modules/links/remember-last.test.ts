import { describe, expect, it } from 'vitest';
import { rememberLast } from './remember-last.ts';

describe('rememberLast', () => {
  it('computes each string once while it is among the last kept, and again once forgotten', () => {
    const asked: string[] = [];
    const upper = rememberLast(2, (value) => {
      asked.push(value);
      return value.toUpperCase();
    });
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    expect(asked).toEqual(['a', 'b']);
    // A third string forgets the oldest one kept ('a').
    expect([upper('c'), upper('b'), upper('a')]).toEqual(['C', 'B', 'A']);
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps a false answer too', () => {
    let calls = 0;
    const never = rememberLast(10, () => ((calls += 1), false));
    expect([never('x'), never('x')]).toEqual([false, false]);
    expect(calls).toBe(1);
  });
});
