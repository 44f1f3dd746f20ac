import { describe, expect, it } from 'vitest';
import { chatCommand } from './chat-command.ts';

describe('chatCommand (spec 00 §5)', () => {
  it.each([
    ['shop', undefined],
    ['shop_now', undefined],
    ['!shop', 'Commands cannot begin with !'],
    [' !shop', 'Commands cannot begin with !'],
    ['!shop now', 'Commands cannot begin with !'],
    ['shop now', 'Commands cannot include spaces'],
    ['shop\tnow', 'Commands cannot include spaces'],
    ['shop!', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (value, expected) => {
    expect(chatCommand(value)).toBe(expected);
  });
});
