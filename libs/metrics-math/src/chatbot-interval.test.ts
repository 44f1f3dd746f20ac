import { describe, expect, it } from 'vitest';
import { DEFAULT_CHATBOT_MESSAGE_INTERVAL, messageIntervalMinutes } from './chatbot-interval.ts';
import { seconds } from './units.ts';

describe('chatbot message interval: default 1200 s shown as minutes (spec 01 §9, 02 §9)', () => {
  it.each([
    [null, 20],
    [undefined, 20],
    [0, 20],
    [600, 10],
    [90, 1.5],
  ])('messageIntervalMinutes(%s) is %d', (interval, expected) => {
    expect(messageIntervalMinutes(interval === null || interval === undefined ? interval : seconds(interval))).toBe(expected);
  });

  it('default is 1200 seconds', () => {
    expect(DEFAULT_CHATBOT_MESSAGE_INTERVAL).toBe(1200);
  });
});
