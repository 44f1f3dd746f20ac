import type { ApiClient } from '@advocate/api-client';
import { describe, expect, it, vi } from 'vitest';
import { livePreviewUrl } from './preview-url.ts';

describe('livePreviewUrl (decisions 446, 504)', () => {
  it('asks the API for a signed preview of the broadcaster for the campaign and answers its address', async () => {
    const url = 'http://localhost:3000/browsersource/streamer_one/?preview=1.2.sig';
    const post = vi.fn().mockResolvedValue({ url, expires_at: '2030-01-01T00:00:00.000Z' });
    const api = { post } as unknown as ApiClient;
    await expect(livePreviewUrl(api, 'spring-sale', 'streamer_one')).resolves.toBe(url);
    expect(post).toHaveBeenCalledWith('browsersource-preview/', { campaign: 'spring-sale', broadcaster: 'streamer_one' });
  });
});
