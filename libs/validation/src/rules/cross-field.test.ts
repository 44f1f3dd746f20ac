import { describe, expect, it } from 'vitest';
import { exactlyOneOf, matchesField, notificationChannelConnected } from './cross-field.ts';

describe('matchesField (confirm password; message decision 100)', () => {
  const rule = matchesField('password1');
  it.each([
    ['same', 'secret123', { password1: 'secret123' }, undefined],
    ['different', 'secret124', { password1: 'secret123' }, "The two password fields didn't match."],
    ['first empty', 'secret123', { password1: '' }, "The two password fields didn't match."],
    ['confirm empty (required answers)', '', { password1: 'secret123' }, undefined],
  ])('%s', (_label, value, all, expected) => {
    expect(rule(value, all)).toBe(expected);
  });
});

describe('exactlyOneOf (spec 01 §5 fullscreen video: youtube url or video file, not both)', () => {
  const M = 'You must add at least a youtube url or video file, but not both';
  const rule = exactlyOneOf('image');
  it.each([
    ['url only', 'https://youtu.be/dQw4w9WgXcQ', {}, undefined],
    ['file only', '', { image: { name: 'v.mp4' } }, undefined],
    ['neither', '', {}, M],
    ['neither (null)', null, { image: null }, M],
    ['both', 'https://youtu.be/dQw4w9WgXcQ', { image: 'v.mp4' }, M],
  ])('%s', (_label, value, all, expected) => {
    expect(rule(value, all)).toBe(expected);
  });
});

describe('notificationChannelConnected (spec 02 §5)', () => {
  const rule = notificationChannelConnected();
  const PHONE = 'You must add a phone number';
  const DISCORD = 'You must connect your discord account';
  it.each([
    ['E needs nothing', 'E', {}, undefined],
    ['S with phone', 'S', { phone_number: '+12223334444' }, undefined],
    ['S without phone', 'S', { phone_number: '' }, PHONE],
    ['S with null phone', 'S', { phone_number: null }, PHONE],
    ['D with discord', 'D', { discord: 'ann#1234' }, undefined],
    ['D without discord', 'D', { discord: null }, DISCORD],
    ['list with S and D, neither set', ['S', 'D'], {}, PHONE],
    ['list with S and D, phone only', ['S', 'D'], { phone_number: '+12223334444' }, DISCORD],
    ['no preference', null, {}, undefined],
    ['no values', 'S', undefined, PHONE],
  ])('%s', (_label, value, all, expected) => {
    expect(rule(value, all)).toBe(expected);
  });

  it('reads other field names', () => {
    expect(notificationChannelConnected('user.phone', 'user.discord')('S', { user: { phone: '+12223334444' } })).toBe(undefined);
  });
});
