import { describe, expect, it } from 'vitest';
import { livePreviewUrl } from './preview-url.ts';

describe('livePreviewUrl (decision 446)', () => {
  it('is the browser source of the broadcaster in preview mode, on the API origin', () => {
    expect(livePreviewUrl('http://localhost:3000/api/v1/', 'streamer_one')).toBe('http://localhost:3000/browsersource/streamer_one/?preview=true');
    expect(livePreviewUrl('https://api.advocate.example/api/v1', 'a b')).toBe('https://api.advocate.example/browsersource/a%20b/?preview=true');
  });
});
