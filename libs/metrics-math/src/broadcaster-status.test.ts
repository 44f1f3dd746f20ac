import { describe, expect, it } from 'vitest';
import {
  BROADCASTER_STATUSES,
  canActivate,
  canDeactivate,
  CHANNELS_INACTIVE_STATUSES,
  INACTIVE_STATUSES,
  isActiveOnChannelsPage,
  isShownOnChannelsPage,
  receivesComponentType,
} from './broadcaster-status.ts';

// status, active on channels page, shown without / with 'Show Inactive Channels', can activate, can deactivate
const table: Array<[string | null, boolean, boolean, boolean, boolean, boolean]> = [
  ['Active', true, true, true, false, true],
  ['Campaign Ended', true, true, true, true, false],
  ['Pending', false, false, true, true, false],
  ['Flagged', false, false, true, true, false],
  ['Deactivated', false, false, true, true, false],
  ['Invited', false, false, false, false, false],
  ['Declined', false, false, false, false, false],
  ['Something Else', false, false, false, false, false],
  [null, false, false, false, false, false],
];

describe('broadcaster statuses (spec 01 §4, 02 §4)', () => {
  it('lists the seven statuses', () => {
    expect(BROADCASTER_STATUSES).toEqual(['Invited', 'Declined', 'Pending', 'Active', 'Flagged', 'Deactivated', 'Campaign Ended']);
    expect(CHANNELS_INACTIVE_STATUSES).toEqual(['Pending', 'Flagged', 'Deactivated']);
    expect(INACTIVE_STATUSES).toEqual(['Flagged', 'Deactivated', 'Pending', 'Campaign Ended']);
  });

  it.each(table)('%s', (status, active, shown, shownWithInactive, activate, deactivate) => {
    expect(isActiveOnChannelsPage(status)).toBe(active);
    expect(isShownOnChannelsPage(status, false)).toBe(shown);
    expect(isShownOnChannelsPage(status, true)).toBe(shownWithInactive);
    expect(canActivate(status)).toBe(activate);
    expect(canDeactivate(status)).toBe(deactivate);
  });
});

describe('receivesComponentType: inactive keep banner-graphic and suggested-tweet only (spec 01 §4, 02 §2)', () => {
  it.each([
    ['Active', 'live-graphics', true],
    ['Active', 'twitch-chat-bot', true],
    ['Active', 'banner-graphics', true],
    ['Flagged', 'banner-graphics', true],
    ['Pending', 'suggested-tweet', true],
    ['Campaign Ended', 'banner-graphics', true],
    ['Deactivated', 'live-graphics', false],
    ['Deactivated', 'twitch-chat-bot', false],
    ['Deactivated', 'twitch-chat-bot-command', false],
    ['Invited', 'banner-graphics', false],
    ['Declined', 'suggested-tweet', false],
  ])('%s gets %s: %s', (status, type, expected) => {
    expect(receivesComponentType(status, type)).toBe(expected);
  });
});
