import { describe, expect, it } from 'vitest';
import type { ComponentSlug } from '@advocate/api-client';
import { sidebarEntries } from './sidebar.ts';
import { makeAdmin as admin, makeBroadcaster as broadcaster, makeUser, makeManager as manager } from '@advocate/api-client/testing';

const keys = (entries: ReturnType<typeof sidebarEntries>) => entries.map((e) => e.key);
const withComponents = (...available_components: ComponentSlug[]) => broadcaster({ available_components });

describe('sidebarEntries: broadcaster entries (spec 02 §2 table, 00 §2 main shell sidebar)', () => {
  it('always Profile, Dashboard, Campaigns; Campaigns disabled without campaigns', () => {
    expect(sidebarEntries(withComponents(), { campaignCount: 0 })).toEqual([
      { key: 'profile', label: 'Profile', path: '/profile' },
      { key: 'dashboard', label: 'Dashboard', path: '/dashboard' },
      { key: 'campaigns', label: 'Campaigns', path: '/campaigns', disabled: true },
    ]);
    expect(sidebarEntries(withComponents(), { campaignCount: 2 })[2]).toEqual({
      key: 'campaigns',
      label: 'Campaigns',
      path: '/campaigns',
      disabled: false,
    });
  });

  it.each<[ComponentSlug[], string[]]>([
    [['banner-graphics'], ['panels']],
    [['twitch-chat-bot'], ['chatbot']],
    [['twitch-chat-bot-command'], ['chatbot']],
    [['twitch-chat-bot', 'twitch-chat-bot-command'], ['chatbot']],
    [['custom-link'], ['links']],
    [['suggested-tweet'], ['twitter']],
    [['suggested-retweet'], ['twitter']],
    [['watch-party'], ['watch-party']],
    [['live-graphics'], ['stream-preview']],
    [['fullscreen-video', 'advocate-widget', 'conversion-popup', 'dynamic-cta'], []],
    [
      ['live-graphics', 'watch-party', 'suggested-retweet', 'custom-link', 'twitch-chat-bot', 'banner-graphics'],
      ['panels', 'chatbot', 'links', 'twitter', 'watch-party', 'stream-preview'],
    ],
  ])('components %j add %j', (available, extra) => {
    expect(keys(sidebarEntries(withComponents(...available), { campaignCount: 1 }))).toEqual([
      'profile',
      'dashboard',
      'campaigns',
      ...extra,
    ]);
  });

  it('labels and paths of every component entry', () => {
    const all = withComponents('banner-graphics', 'twitch-chat-bot', 'custom-link', 'suggested-tweet', 'watch-party', 'live-graphics');
    expect(sidebarEntries(all, { campaignCount: 1 }).slice(3)).toEqual([
      { key: 'panels', label: 'Panels', path: '/panels' },
      { key: 'chatbot', label: 'Chatbot', path: '/chatbot' },
      { key: 'links', label: 'Custom Links', path: '/links' },
      { key: 'twitter', label: 'Twitter', path: '/twitter' },
      { key: 'watch-party', label: 'Watch Party', path: '/watch-party' },
      { key: 'stream-preview', label: 'Stream Preview', path: '/stream-preview' },
    ]);
  });
});

describe('sidebarEntries: managers (spec 00 §2, 01 §2)', () => {
  it.each([
    ['view-users none', manager({ permissions_users: 2 }), ['profile', 'dashboard']],
    ['view-users read only', manager({ permissions_users: 1 }), ['profile', 'dashboard', 'managers', 'activity']],
    ['users read/write', manager({ permissions_users: 0 }), ['profile', 'dashboard', 'managers', 'activity']],
    ['admin', admin(), ['profile', 'dashboard', 'managers', 'activity', 'payouts', 'admin']],
    ['manager with components ignores them', manager({ available_components: ['banner-graphics'] }), ['profile', 'dashboard']],
    ['unknown type', { ...makeUser(), user_type: 9 }, []],
    ['nobody', null, []],
  ])('%s → %j', (_name, user, expected) => {
    expect(keys(sidebarEntries(user, { campaignCount: 20 }))).toEqual(expected);
  });

  it('Managers, Activity, Payouts and Admin labels and paths', () => {
    expect(sidebarEntries(admin(), { campaignCount: 0 }).slice(2)).toEqual([
      { key: 'managers', label: 'Managers', path: '/managers' },
      { key: 'activity', label: 'Activity', path: '/activity' },
      { key: 'payouts', label: 'Payouts', path: '/payouts' },
      { key: 'admin', label: 'Admin', path: '/admin' },
    ]);
  });
});
