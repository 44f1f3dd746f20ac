import { describe, expect, it } from 'vitest';
import { loggedUrl, redactPaths } from './log-redaction.ts';
import { prettyLogs } from './logger.ts';
import { requestIdOf } from './request-id.ts';
import type { IncomingMessage } from 'node:http';

describe('loggedUrl (decision 735)', () => {
  it.each([
    ['/api/v1/campaigns/spring/', { slug: 'spring' }, '/api/v1/campaigns/spring/'],
    ['/api/v1/invite-links/team/k3y/', { key: 'k3y' }, '/api/v1/invite-links/team/[REDACTED]/'],
    ['/l/ab%20cd', { key: 'ab cd' }, '/l/[REDACTED]'],
    ['/auth/twitch?code=abc&state=xyz&scope=a', {}, '/auth/twitch?code=[REDACTED]&state=[REDACTED]&scope=a'],
    ['/x?Token=abc&page=2&flag', undefined, '/x?Token=[REDACTED]&page=2&flag'],
    ['/x?password=%E0%A4%A&api_key=1', undefined, '/x?password=[REDACTED]&api_key=[REDACTED]'],
  ])('%s', (url, params, expected) => {
    expect(loggedUrl(url, params)).toBe(expected);
  });
});

describe('the redaction paths', () => {
  it('cover credentials at the top of a logged object and three levels down', () => {
    for (const path of ['authorization', '*.authorization', '*.*.password', '*.*.*.secret', '*["set-cookie"]', 'api_key']) {
      expect(redactPaths).toContain(path);
    }
  });
});

describe('prettyLogs', () => {
  it('is pretty outside production on a terminal, JSON otherwise, unless LOG_FORMAT says', () => {
    expect(prettyLogs({ NODE_ENV: 'development', LOG_FORMAT: undefined }, true)).toBe(true);
    expect(prettyLogs({ NODE_ENV: 'development', LOG_FORMAT: undefined }, false)).toBe(false);
    expect(prettyLogs({ NODE_ENV: 'production', LOG_FORMAT: undefined }, true)).toBe(false);
    expect(prettyLogs({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, false)).toBe(true);
    expect(prettyLogs({ NODE_ENV: 'development', LOG_FORMAT: 'json' }, true)).toBe(false);
  });
});

describe('requestIdOf', () => {
  const withHeader = (value?: string) => ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;
  it('keeps a sane incoming id and makes a UUID otherwise', () => {
    expect(requestIdOf(withHeader('abc-123_DEF.456:7@x'))).toBe('abc-123_DEF.456:7@x');
    for (const bad of [undefined, '', 'short', 'a b c d e f g', 'x'.repeat(129), 'line\nbreak12345']) {
      expect(requestIdOf(withHeader(bad))).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});
