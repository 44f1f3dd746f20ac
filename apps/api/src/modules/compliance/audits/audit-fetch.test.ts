import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataAddressBytes, imageHasher } from './audit-fetch.ts';

// Issue 26: a banner whose picture is a data: address (the demo's) is compared by its bytes, so an
// outdated picture on the panel reads Incorrect Image instead of passing on the link alone.
const config = {
  PUBLIC_API_URL: 'http://localhost:3000',
  DATA_DIR: '/nonexistent',
  TWITCH_PANELS_URL: '',
  TWITTER_API_URL: '',
  TWITTER_BEARER_TOKEN: '',
};
const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';

describe('images of data: addresses', () => {
  it('reads the bytes of base64 and percent-encoded data: addresses, and nothing else', () => {
    expect(Buffer.from(dataAddressBytes(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`) ?? []).toString()).toBe(svg);
    expect(Buffer.from(dataAddressBytes(`data:image/svg+xml,${encodeURIComponent(svg)}`) ?? []).toString()).toBe(svg);
    expect(dataAddressBytes('https://cdn.example/panel.png')).toBeUndefined();
  });

  it('hashes a data: picture as the sha256 of its bytes', async () => {
    const hash = imageHasher(config);
    const address = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    expect(await hash(address)).toBe(createHash('sha256').update(svg).digest('hex'));
    expect(await hash('data:image/png;base64,' + 'A'.repeat(8 * 1024 * 1024))).toBeNull();
  });
});
