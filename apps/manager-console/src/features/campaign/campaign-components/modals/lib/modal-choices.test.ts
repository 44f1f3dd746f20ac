import type { CampaignBroadcasterStatus, Component } from '@advocate/api-client';
import { describe, expect, it } from 'vitest';
import { activeUsernames, triggerableVideos } from './modal-choices.ts';

const status = (username: string, s: CampaignBroadcasterStatus['status']) =>
  ({ username, status: s, profile_image: null, platforms: [], invited_at: null, responded_at: null }) as CampaignBroadcasterStatus;
const component = (id: number, extra: Partial<Component>) =>
  ({ id, type: 'fullscreen-video', is_ready: true, is_deleted: false, start_time: null, end_time: null, ...extra }) as Component;

describe('modal choices', () => {
  it('Active broadcasters only, alphabetical', () => {
    expect(activeUsernames([status('zed', 'Active'), status('Amy', 'Active'), status('bob', 'Pending'), status('carl', 'Active')])).toEqual(
      ['Amy', 'carl', 'zed'],
    );
  });

  it('fullscreen videos that can play now', () => {
    const now = new Date('2030-01-02T00:00:00Z');
    const list = [
      component(1, {}),
      component(2, { is_ready: false }),
      component(3, { end_time: '2030-01-01T00:00:00Z' }),
      component(4, { start_time: '2030-02-01T00:00:00Z' }),
      component(5, { type: 'live-graphics' }),
      component(6, { end_time: '2030-03-01T00:00:00Z', start_time: '2029-01-01T00:00:00Z' }),
    ];
    expect(triggerableVideos(list, now).map((c) => c.id)).toEqual([1, 6]);
  });
});
