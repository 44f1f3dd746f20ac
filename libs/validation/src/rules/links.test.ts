import { describe, expect, it } from 'vitest';
import { containsLink, noManualLinks, url, urlProtocol } from './links.ts';

describe('url (spec 00 §5: Invalid URL; scheme optional, decision 111)', () => {
  it.each([
    ['', undefined],
    [null, undefined],
    ['https://example.com', undefined],
    ['http://example.com/path?q=1#top', undefined],
    ['https://shop.example.co.uk/offer/123', undefined],
    ['example.com', undefined],
    ['www.example.com/a', undefined],
    ['ftp://files.example.com', undefined],
    ['http://localhost:3000/x', undefined],
    ['http://127.0.0.1:8080', undefined],
    ['https://example.com:443', undefined],
    ['not a url', 'Invalid URL'],
    ['http://', 'Invalid URL'],
    ['https://example', 'Invalid URL'],
    ['https://exa mple.com', 'Invalid URL'],
    ['https://example.com/a b', 'Invalid URL'],
    ['https://-bad.com', 'Invalid URL'],
    ['justtext', 'Invalid URL'],
    [12, 'Invalid URL'],
  ])('%j → %j', (value, expected) => {
    expect(url(value)).toBe(expected);
  });
});

describe('urlProtocol (spec 00 §5: URL must contain http or https)', () => {
  const M = 'URL must contain http or https';
  it.each([
    ['', undefined],
    [undefined, undefined],
    ['http://example.com', undefined],
    ['https://example.com', undefined],
    ['HTTPS://EXAMPLE.COM', undefined],
    ['example.com', M],
    ['www.example.com', M],
    ['ftp://example.com', M],
    ['httpx://example.com', M],
    ['//example.com', M],
  ])('%j → %j', (value, expected) => {
    expect(urlProtocol(value)).toBe(expected);
  });
});

describe('noManualLinks (spec 00 §5: any space-separated word is a URL → Manual Link Entered)', () => {
  const M = 'Manual Link Entered';
  it.each([
    ['Check out the new game!', undefined],
    ['Get it at {{link}} today', undefined],
    ['', undefined],
    [null, undefined],
    ['Version 1.5 is out', undefined],
    ['e.g. this one', undefined],
    ['Visit https://example.com now', M],
    ['Visit http://x.io', M],
    ['Visit www.example.com', M],
    ['Visit example.com', M],
    ['Go to shop.example.com/offer!', M],
    ['(example.com)', M],
    ['ftp://files.example.com', M],
    ['line one\nexample.org', M],
  ])('%j → %j', (value, expected) => {
    expect(noManualLinks(value)).toBe(expected);
  });

  it('containsLink is the same detection as a predicate', () => {
    expect(containsLink('see example.com')).toBe(true);
    expect(containsLink('see {{link}}')).toBe(false);
  });
});
