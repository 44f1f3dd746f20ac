import { describe, expect, it } from 'vitest';
import { isPrefetch, requestFlag } from './click-classifier.ts';
import { redirectTarget } from './redirect-target.ts';

const none = { utm_source: '', utm_medium: '', utm_campaign: '' };

describe('redirectTarget (decisions 520, 523)', () => {
  it('adds advref, keeps query and fragment, replaces an advref', () => {
    expect(redirectTarget('https://shop.example/a?x=1#top', 'abc123', none)).toBe('https://shop.example/a?x=1&advref=abc123#top');
    expect(redirectTarget('https://shop.example/?advref=old&y=2', 'abc123', none)).toBe('https://shop.example/?advref=abc123&y=2');
  });
  it('adds the UTM parameters the target does not set', () => {
    expect(redirectTarget('https://shop.example/?utm_source=own', 'k', { utm_source: 'adv', utm_medium: 'stream', utm_campaign: '' })).toBe(
      'https://shop.example/?utm_source=own&utm_medium=stream&advref=k',
    );
  });
  it('refuses what is not an absolute http(s) address', () => {
    for (const bad of ['javascript:alert(1)', '/relative', 'ftp://x.example/', '']) expect(redirectTarget(bad, 'k', none)).toBeUndefined();
  });
});

describe('requestFlag (decision 521)', () => {
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  it('bots, unfurlers and empty agents are bots', () => {
    for (const ua of [
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'facebookexternalhit/1.1',
      '',
      'curl/8.0',
    ]) {
      expect(requestFlag(ua, {}), ua).toBe('bot');
    }
  });
  it('prefetches by any of the three headers', () => {
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'x-moz': 'prefetch' })).toBe(true);
    expect(requestFlag(chrome, { 'sec-purpose': 'prefetch' })).toBe('prefetch');
  });
  it('a browser click is not flagged', () => expect(requestFlag(chrome, {})).toBeNull());
});
