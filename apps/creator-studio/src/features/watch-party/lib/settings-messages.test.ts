import { describe, expect, it } from 'vitest';
import { frameOrigin, frameSource } from './frame-source.ts';
import { isSettingsRequest, SETTINGS_REQUEST } from './settings-messages.ts';

const frame = { name: 'the frame window' };
const other = { name: 'another window' };
const request = { type: SETTINGS_REQUEST };

describe('isSettingsRequest (decision 447)', () => {
  it('answers the request of that frame from its origin', () => {
    expect(isSettingsRequest({ source: frame, origin: 'https://party.example', data: request }, frame, 'https://party.example')).toBe(true);
  });

  it('ignores another origin, even from the frame window (it navigated elsewhere)', () => {
    expect(isSettingsRequest({ source: frame, origin: 'https://evil.example', data: request }, frame, 'https://party.example')).toBe(false);
    expect(isSettingsRequest({ source: frame, origin: 'https://party.example:8443', data: request }, frame, 'https://party.example')).toBe(
      false,
    );
    expect(isSettingsRequest({ source: frame, origin: 'null', data: request }, frame, 'null')).toBe(false);
  });

  it('ignores other windows with the right origin, and no frame at all', () => {
    expect(isSettingsRequest({ source: other, origin: 'https://party.example', data: request }, frame, 'https://party.example')).toBe(
      false,
    );
    expect(isSettingsRequest({ source: null, origin: 'https://party.example', data: request }, null, 'https://party.example')).toBe(false);
  });

  it('ignores other messages', () => {
    for (const data of [null, 'settings', { type: 'other' }, [SETTINGS_REQUEST]]) {
      expect(isSettingsRequest({ source: frame, origin: 'https://party.example', data }, frame, 'https://party.example')).toBe(false);
    }
  });
});

describe('frameSource', () => {
  it('turns YouTube watch and short addresses into embed addresses', () => {
    expect(frameSource('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBe('https://www.youtube.com/embed/aqz-KE-bpKQ');
    expect(frameSource('https://youtube.com/watch?v=aqz-KE-bpKQ&t=10')).toBe('https://www.youtube.com/embed/aqz-KE-bpKQ');
    expect(frameSource('https://youtu.be/aqz-KE-bpKQ')).toBe('https://www.youtube.com/embed/aqz-KE-bpKQ');
    expect(frameOrigin(frameSource('https://youtu.be/aqz-KE-bpKQ') as string)).toBe('https://www.youtube.com');
  });

  it('keeps other http(s) addresses and refuses the rest', () => {
    expect(frameSource('https://party.example/room?x=1')).toBe('https://party.example/room?x=1');
    expect(frameSource('javascript:alert(1)')).toBeUndefined();
    expect(frameSource('data:text/html,hi')).toBeUndefined();
    expect(frameSource('not a url')).toBeUndefined();
    expect(frameSource(null)).toBeUndefined();
  });
});
