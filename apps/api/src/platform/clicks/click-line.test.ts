import { describe, expect, it } from 'vitest';
import { clickRow } from '../../modules/events/repositories/event-insert-sql.ts';
import { clickLine, COUNTED_END, readClickLine, readsAsClick, REPEAT_END, type PendingClick } from './click-line.ts';

const at = new Date('2026-11-28T04:00:00.123Z');
const click = (over: Partial<PendingClick['event']> = {}, hasWebhooks = false): PendingClick => ({
  key: 'line01',
  target: 'https://shop.example/t?a=1',
  campaignSlug: 'line-campaign',
  username: 'line_caster',
  hasWebhooks,
  event: {
    time: at,
    broadcasterId: 7,
    campaignId: 3,
    componentId: 11,
    componentType: 'custom-link',
    trackingLinkId: 5,
    link: 'https://shop.example/t?a=1',
    ipAddr: '203.0.113.9',
    country: 'DE',
    userAgent: 'Mozilla/5.0 "quoted"\ttabbed',
    referrer: 'https://twitch.tv/x',
    isBot: false,
    flag: null,
    ...over,
  },
});

/** Decision 634: the click journal's line, read by the mover without parsing the click. */
describe('click journal lines', () => {
  it('carries what the mover needs ahead of the row the clicks insert reads', () => {
    const read = readClickLine(clickLine(click()));
    expect(read).toMatchObject({ linkId: 5, campaignId: 3, flagged: false, hooks: false, time: at.getTime(), ip: '203.0.113.9' });
    expect(JSON.parse(read.row)).toEqual({
      time: '2026-11-28T04:00:00.123Z',
      broadcaster_id: 7,
      campaign_id: 3,
      component_id: 11,
      component_type: 'custom-link',
      tracking_link_id: 5,
      link: 'https://shop.example/t?a=1',
      ip_addr: '203.0.113.9',
      country: 'DE',
      user_agent: 'Mozilla/5.0 "quoted"\ttabbed',
      referrer: 'https://twitch.tv/x',
      is_bot: false,
      flag: null,
    });
    expect(read.row.endsWith(COUNTED_END)).toBe(true);
    // A repeat's row is the same row with the end the mover puts instead.
    expect(JSON.parse(`${read.row.slice(0, -COUNTED_END.length)}${REPEAT_END}`)).toMatchObject({
      is_bot: true,
      flag: 'repeat',
      user_agent: 'Mozilla/5.0 "quoted"\ttabbed',
    });
  });

  it('a click flagged at the request is stored as left out, whatever its isBot said; a webhook listening adds what the post names', () => {
    const read = readClickLine(clickLine(click({ flag: 'prefetch', isBot: false, trackingLinkId: null }, true)));
    expect(read).toMatchObject({ linkId: null, flagged: true, hooks: true });
    expect(JSON.parse(read.row)).toMatchObject({
      is_bot: true,
      flag: 'prefetch',
      key: 'line01',
      target: 'https://shop.example/t?a=1',
      campaign: 'line-campaign',
      username: 'line_caster',
    });
    // The same text as the object with those names ahead of the row's (decision 640).
    const { event } = click({ flag: 'prefetch', isBot: false, trackingLinkId: null });
    expect(read.row).toBe(
      JSON.stringify({
        key: 'line01',
        target: 'https://shop.example/t?a=1',
        campaign: 'line-campaign',
        username: 'line_caster',
        ...clickRow({ ...event, isBot: true }),
      }),
    );
  });

  it('an ip with a tab in it (a forwarded header) stays whole', () => {
    expect(readClickLine(clickLine(click({ ipAddr: '198.51.100.1\t10.0.0.1' }))).ip).toBe('198.51.100.1\t10.0.0.1');
  });

  it('reads a line of the first format (one JSON object per click) as the same click', () => {
    const first = JSON.stringify(click({}, true));
    expect(readClickLine(first)).toEqual(readClickLine(clickLine(click({}, true))));
    expect(readsAsClick(first)).toBe(true);
  });

  it('only whole lines read as clicks: not a cut one, not one running into zeros, not another text', () => {
    const line = clickLine(click());
    expect(readsAsClick(line)).toBe(true);
    for (const cut of [20, 40, line.length - 1]) expect(readsAsClick(line.slice(0, cut)), String(cut)).toBe(false);
    expect(readsAsClick(`${line.slice(0, 30)}${'\0'.repeat(64)}${line}`)).toBe(false);
    expect(readsAsClick('{"key":"line01","event":{"time":"2026-')).toBe(false);
    expect(readsAsClick('c2\tx\t3\t0\t0\t1\t1.2.3.4\t{}')).toBe(false);
    expect(() => readClickLine('c1\t5\t3\t0\t0\t1\t1.2.3.4\t{}')).toThrow(TypeError);
  });
});
