import { describe, expect, it } from 'vitest';
import { campaignSubTabs } from './campaign-tabs.ts';
import { makeAdmin as admin, makeBroadcaster as broadcaster, makeManager as manager } from '@advocate/api-client/testing';

const campaign = { slug: 'spring-launch', start_date: '2024-03-01', end_date: '2024-03-31' };
const RUNNING = '2024-03-15T00:00:00Z';
const BEFORE = '2024-02-01T00:00:00Z';
const ENDED = '2024-04-01T00:00:00Z';
const READ = ['', 'components', 'channels', 'metrics', 'compliance'];

describe('campaignSubTabs (spec 00 §2 campaign sub-tabs, 01 §2: Management only with edit-campaigns, hidden once ended)', () => {
  it('labels and paths', () => {
    expect(campaignSubTabs(campaign, admin(), RUNNING)).toEqual([
      { key: '', label: 'Overview', path: '/campaigns/spring-launch' },
      { key: 'components', label: 'Components', path: '/campaigns/spring-launch/components' },
      { key: 'channels', label: 'Channels', path: '/campaigns/spring-launch/channels' },
      { key: 'metrics', label: 'Metrics', path: '/campaigns/spring-launch/metrics' },
      { key: 'compliance', label: 'Fulfillment', path: '/campaigns/spring-launch/compliance' },
      { key: 'management', label: 'Management', path: '/campaigns/spring-launch/management' },
    ]);
  });

  it.each([
    ['editor, running', manager({ permissions_campaigns: 0 }), campaign, RUNNING, [...READ, 'management']],
    ['editor, not started', manager({ permissions_campaigns: 0 }), campaign, BEFORE, [...READ, 'management']],
    ['editor, ended', manager({ permissions_campaigns: 0 }), campaign, ENDED, READ],
    [
      'editor, ended that day (date-only end includes the day)',
      manager({ permissions_campaigns: 0 }),
      campaign,
      '2024-03-31T23:00:00Z',
      [...READ, 'management'],
    ],
    ['editor, open-ended', manager({ permissions_campaigns: 0 }), { ...campaign, end_date: null }, ENDED, [...READ, 'management']],
    ['read-only manager', manager({ permissions_campaigns: 1 }), campaign, RUNNING, READ],
    ['admin, running', admin(), campaign, RUNNING, [...READ, 'management']],
    ['admin, ended', admin(), campaign, ENDED, READ],
    ['broadcaster', broadcaster(), campaign, RUNNING, READ],
    ['nobody', null, campaign, RUNNING, READ],
  ])('%s', (_name, user, c, now, expected) => {
    expect(campaignSubTabs(c, user, now).map((t) => t.key)).toEqual(expected);
  });

  it('encodes the slug in paths', () => {
    expect(campaignSubTabs({ ...campaign, slug: 'a b' }, null, RUNNING)[1].path).toBe('/campaigns/a%20b/components');
  });
});
