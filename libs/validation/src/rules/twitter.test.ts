import { describe, expect, it } from 'vitest';
import { tweetIncludesLink, tweetUrl, twitterHandle } from './twitter.ts';

const HANDLE = 'Enter a valid twitter handle (@ required)';
const TWEET = 'Enter a valid tweet URL';

describe('twitterHandle (spec 00 §5, §9: starts with @, up to 15 word characters)', () => {
  it.each([
    ['@a', undefined],
    ['@advocate_gg', undefined],
    ['@' + 'a'.repeat(15), undefined],
    ['@' + 'a'.repeat(16), HANDLE],
    ['@Abc_123', undefined],
    ['advocate', HANDLE],
    ['@', HANDLE],
    ['@ad-vocate', HANDLE],
    ['@ad vocate', HANDLE],
    ['@@advocate', HANDLE],
    ['@advocaté', HANDLE],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (value, expected) => {
    expect(twitterHandle(value)).toBe(expected);
  });
});

describe('tweetUrl (spec 00 §5: status URL form)', () => {
  it.each([
    ['https://twitter.com/advocate/status/1234567890', undefined],
    ['http://twitter.com/advocate/status/1', undefined],
    ['https://www.twitter.com/a_b/status/99/', undefined],
    ['https://mobile.twitter.com/a/status/99?s=20', undefined],
    ['https://twitter.com/a/statuses/99', undefined],
    ['https://x.com/advocate/status/1234567890 ', undefined],
    ['https://twitter.com/advocate', TWEET],
    ['https://twitter.com/advocate/status/', TWEET],
    ['https://twitter.com/advocate/status/abc', TWEET],
    ['https://twitter.com/' + 'a'.repeat(16) + '/status/1', TWEET],
    ['twitter.com/advocate/status/1', TWEET],
    ['https://example.com/advocate/status/1', TWEET],
    ['', undefined],
  ])('%j → %j', (value, expected) => {
    expect(tweetUrl(value)).toBe(expected);
  });
});

describe('tweetIncludesLink (spec 02 §5: Your tweet must include "{link}.)', () => {
  const link = 'https://adv.gg/abc';
  it.each([
    ['Play now https://adv.gg/abc', link, undefined],
    ['Play now {{link}}', link, undefined],
    ['Play now', link, 'Your tweet must include "https://adv.gg/abc.'],
    ['', link, 'Your tweet must include "https://adv.gg/abc.'],
    [undefined, link, 'Your tweet must include "https://adv.gg/abc.'],
    ['Play now', null, undefined],
    ['Play now', undefined, undefined],
    ['Play now', '', undefined],
  ])('%j with link %j → %j', (value, theLink, expected) => {
    expect(tweetIncludesLink(theLink)(value)).toBe(expected);
  });
});
