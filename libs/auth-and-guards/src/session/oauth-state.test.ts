import { describe, expect, it } from 'vitest';
import { randomState } from './oauth-state.ts';

describe('randomState', () => {
  it('answers 16 random bytes as 32 hex characters, fresh each time', () => {
    const states = new Set(Array.from({ length: 50 }, () => randomState()));
    expect(states.size).toBe(50);
    for (const state of states) expect(state).toMatch(/^[0-9a-f]{32}$/);
  });
});
