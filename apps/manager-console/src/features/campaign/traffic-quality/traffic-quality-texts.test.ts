import { describe, expect, it } from 'vitest';
import { trafficQualityTexts as texts } from './traffic-quality-texts.ts';

// Decision 843: a dismissed flag says "counted again" only of the clicks no other open flag holds.
describe('a flag’s clicks line', () => {
  const flag = (status: 'open' | 'dismissed', clicks: number, held: number) => ({ status, clicks, held_by_other_flags: held });

  it('an open flag holds its clicks', () => {
    expect(texts.flaggedClicks(flag('open', 24, 4))).toBe('24 clicks held from payouts');
    expect(texts.flaggedClicks(flag('open', 1, 0))).toBe('1 click held from payouts');
  });

  it('a dismissed flag counts again only the clicks no other open flag holds', () => {
    expect(texts.flaggedClicks(flag('dismissed', 24, 0))).toBe('24 clicks counted again');
    expect(texts.flaggedClicks(flag('dismissed', 24, 4))).toBe('24 clicks: 20 counted again, 4 still held by another open flag');
    expect(texts.flaggedClicks(flag('dismissed', 24, 24))).toBe('24 clicks, all still held by another open flag');
    expect(texts.flaggedClicks(flag('dismissed', 1, 1))).toBe('1 click, still held by another open flag');
  });
});
