import { describe, expect, it } from 'vitest';
import { componentStatusText, isComponentEnded } from './component-status.ts';

const NOW = '2024-03-05T12:00:00Z';

describe("componentStatusText: 'component pending' / 'component ended' (spec 01 §4 component lifecycle)", () => {
  it.each([
    [false, null, false, 'component pending'],
    [false, undefined, false, 'component pending'],
    [false, '2024-03-06T00:00:00Z', false, 'component pending'],
    [false, '2024-03-05T12:00:00Z', true, 'component ended'],
    [false, '2024-03-01T00:00:00Z', true, 'component ended'],
    [true, '2024-03-01T00:00:00Z', true, null],
    [true, null, false, null],
  ])('ready=%s end=%s → ended %s, %s', (is_ready, end_time, ended, expected) => {
    expect(isComponentEnded({ is_ready, end_time }, NOW)).toBe(ended);
    expect(componentStatusText({ is_ready, end_time }, NOW)).toBe(expected);
  });
});
