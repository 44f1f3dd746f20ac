import { createFakeApiClient } from '@advocate/api-client/testing';
import { describe, expect, it } from 'vitest';
import { livePreviewUrl } from './preview-browsersource.ts';

describe('livePreviewUrl (decisions 446, 504)', () => {
  it('asks the API for a signed preview of the broadcaster for the campaign and answers its address', async () => {
    const url = 'http://localhost:3000/browsersource/streamer_one/?preview=1.2.sig';
    const api = createFakeApiClient({ 'POST /api/v1/browsersource-preview/': { url, expires_at: '2030-01-01T00:00:00.000Z' } });
    await expect(livePreviewUrl(api, 'spring-sale', 'streamer_one')).resolves.toBe(url);
    expect(api.calls.map(({ method, path, data }) => ({ method, path, data }))).toEqual([
      { method: 'POST', path: 'browsersource-preview/', data: { campaign: 'spring-sale', broadcaster: 'streamer_one' } },
    ]);
  });
});
