import { describe, expect, it } from 'vitest';
import { videoUrl } from './video-url.ts';

const BAD = 'Must be a valid Vimeo or Youtube URL';
const ID11 = 'dQw4w9WgXcQ';

describe('videoUrl (spec 00 §5, §9: Vimeo or YouTube, YouTube id 11 characters)', () => {
  it.each([
    ['watch, 11-character id', `https://www.youtube.com/watch?v=${ID11}`, undefined],
    ['watch with more params', `https://www.youtube.com/watch?v=${ID11}&t=42s`, undefined],
    ['watch with v not first', `https://youtube.com/watch?feature=share&v=${ID11}`, undefined],
    ['mobile', `https://m.youtube.com/watch?v=${ID11}`, undefined],
    ['short link', `https://youtu.be/${ID11}`, undefined],
    ['short link with time', `https://youtu.be/${ID11}?t=10`, undefined],
    ['embed', `https://www.youtube.com/embed/${ID11}`, undefined],
    ['shorts', `https://youtube.com/shorts/${ID11}`, undefined],
    ['no scheme', `youtube.com/watch?v=${ID11}`, undefined],
    ['id with - and _', 'https://youtu.be/a-b_c-d_e-f', undefined],
    ['10-character id fails', 'https://www.youtube.com/watch?v=dQw4w9WgXc', BAD],
    ['12-character id fails', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ', BAD],
    ['short link 10 fails', 'https://youtu.be/dQw4w9WgXc', BAD],
    ['short link 12 fails', 'https://youtu.be/dQw4w9WgXcQQ', BAD],
    ['channel page fails', 'https://www.youtube.com/channel/UC123', BAD],
    ['Vimeo', 'https://vimeo.com/123456789', undefined],
    ['Vimeo www', 'https://www.vimeo.com/76979871', undefined],
    ['Vimeo channel', 'https://vimeo.com/channels/staffpicks/123456', undefined],
    ['Vimeo unlisted hash', 'https://vimeo.com/123456/abcdef1234', undefined],
    ['Vimeo player', 'https://player.vimeo.com/video/123456789?h=abc', undefined],
    ['Vimeo without id fails', 'https://vimeo.com/about', BAD],
    ['other site fails', 'https://dailymotion.com/video/x7', BAD],
    ['look-alike host fails', `https://notyoutube.com/watch?v=${ID11}`, BAD],
    ['text fails', 'my video', BAD],
    ['empty passes', '', undefined],
    ['null passes', null, undefined],
  ])('%s', (_label, value, expected) => {
    expect(videoUrl(value)).toBe(expected);
  });
});
