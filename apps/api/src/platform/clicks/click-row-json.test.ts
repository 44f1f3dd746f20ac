import { describe, expect, it } from 'vitest';
import { clickRow } from '../../modules/events/repositories/event-insert-sql.ts';
import type { ClickEvent } from '../../modules/events/repositories/event-recording-repository.ts';
import { clickRowJson } from './click-row-json.ts';

const base: ClickEvent = {
  time: new Date('2026-11-28T04:00:00.123Z'),
  broadcasterId: 7,
  campaignId: 3,
  componentId: 11,
  componentType: 'custom-link',
  trackingLinkId: 5,
  link: 'https://shop.example/t?a=1#f',
  ipAddr: '203.0.113.9',
  country: 'DE',
  userAgent: 'Mozilla/5.0',
  referrer: 'https://twitch.tv/x',
  isBot: false,
  flag: null,
};

/** Decision 640: the redirect's row text is exactly what JSON.stringify makes of clickRow's object. */
describe('clickRowJson', () => {
  const variants: Array<Partial<ClickEvent>> = [
    {},
    { componentId: null, componentType: null, trackingLinkId: null, country: null, referrer: undefined },
    { isBot: true, flag: 'bot' },
    { isBot: true, flag: 'prefetch', referrer: '' },
    { userAgent: 'quote " backslash \\ tab \t newline \n nul \0 del \u007f', link: 'https://shop.example/ü?q=“x”&e=😀' },
    { ipAddr: '2001:db8::1', userAgent: '' },
    { link: 'https://shop.example/\ud800lone' },
    { broadcasterId: 2 ** 31 - 1, campaignId: 0, componentId: -0 },
  ];

  it('matches JSON.stringify(clickRow(…)) for fields of every kind', () => {
    for (const over of variants) {
      const click = { ...base, ...over };
      expect(clickRowJson(click)).toBe(JSON.stringify(clickRow(click)));
    }
  });

  it('writes each time as toISOString does, within a second, across seconds and outside four-digit years', () => {
    const times = [
      '2026-11-28T04:00:00.000Z',
      '2026-11-28T04:00:00.007Z',
      '2026-11-28T04:00:00.999Z',
      '2026-11-28T04:00:01.050Z',
      '2026-11-28T04:00:00.500Z',
      '2027-01-01T00:00:00.000Z',
      '1970-01-01T00:00:00.000Z',
      '1969-12-31T23:59:59.999Z',
      '+010000-01-01T00:00:00.000Z',
    ];
    for (const iso of times) {
      const click = { ...base, time: new Date(iso) };
      expect(JSON.parse(clickRowJson(click)).time, iso).toBe(iso);
      expect(clickRowJson(click)).toBe(JSON.stringify(clickRow(click)));
    }
  });

  it('stays exact once more strings have been seen than it keeps', () => {
    for (let i = 0; i < 2500; i += 1) {
      const click = {
        ...base,
        userAgent: `Agent ${i % 1300} "v"`,
        link: `https://shop.example/${i}`,
        time: new Date(base.time.getTime() + i * 7),
      };
      expect(clickRowJson(click)).toBe(JSON.stringify(clickRow(click)));
    }
  });

  it('takes isBot from its argument and puts a prefix of names ahead of the row', () => {
    const click = { ...base, flag: 'prefetch' as const };
    expect(clickRowJson(click, true)).toBe(JSON.stringify(clickRow({ ...click, isBot: true })));
    expect(clickRowJson(base, false, '"key":"abc123",')).toBe(JSON.stringify({ key: 'abc123', ...clickRow(base) }));
  });
});
