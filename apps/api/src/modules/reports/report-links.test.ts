import { describe, expect, it } from 'vitest';
import { checkDownloadToken, DOWNLOAD_LIFETIME_MS, downloadToken } from './report-links.ts';

describe('download tokens', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const token = downloadToken('s3cret', 7, 42, now);

  it('names the user for the same report before it expires', () => {
    expect(checkDownloadToken('s3cret', 7, token, now)).toBe(42);
  });
  it('refuses another report, another secret, a changed user and an expired token', () => {
    expect(checkDownloadToken('s3cret', 8, token, now)).toBeUndefined();
    expect(checkDownloadToken('other', 7, token, now)).toBeUndefined();
    expect(checkDownloadToken('s3cret', 7, token.replace(/^42\./, '43.'), now)).toBeUndefined();
    expect(checkDownloadToken('s3cret', 7, token, new Date(now.getTime() + DOWNLOAD_LIFETIME_MS))).toBeUndefined();
    expect(checkDownloadToken('s3cret', 7, 'garbage', now)).toBeUndefined();
  });
});
