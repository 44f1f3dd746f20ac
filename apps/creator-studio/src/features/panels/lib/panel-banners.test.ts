import { describe, expect, it } from 'vitest';
import { completed, makeAction } from '../../../shared/broadcaster-actions/action-fixtures.ts';
import { activeBanners, panelsDefaultTab } from './panel-banners.ts';

describe('panels default tab (spec 02 §4)', () => {
  it.each([
    [0, 0, 'required'],
    [0, 2, 'banners'],
    [1, 2, 'required'],
    [3, 0, 'required'],
  ] as const)('%i open actions, %i banners → %s', (open, banners, tab) => {
    expect(panelsDefaultTab(open, banners)).toBe(tab);
  });
});

describe('My Banners from the completed panel actions (decision 453)', () => {
  const version = (image: string, link: string | null = 'https://api.test/l/k') => ({
    component_id: 0,
    image,
    link,
    message: null,
    created: '2026-01-01T00:00:00Z',
    config: {},
  });

  it('keeps per component the latest completed add or update, drops removed ones and open ones', () => {
    const added = completed(makeAction('banner-add', { component_id: 1, component: 'Alpha', version: version('a1.png') }), 5);
    const updated = completed(makeAction('banner-update', { component_id: 1, component: 'Alpha', version: version('a2.png') }), 2);
    const removedAdd = completed(makeAction('banner-add', { component_id: 2, component: 'Beta', version: version('b.png') }), 6);
    const removed = completed(makeAction('banner-remove', { component_id: 2, component: 'Beta', version: version('b.png') }), 1);
    const openAdd = makeAction('banner-add', { component_id: 3, component: 'Gamma', version: version('c.png') });
    const other = completed(
      makeAction('banner-add', { component_id: 4, component: 'Delta', campaign_name: 'Aardvark', version: version('d.png', null) }),
      3,
    );
    const tweet = completed(makeAction('twitter-send-tweet', { component_id: 5, version: version('t.png') }), 0.1);
    expect(activeBanners([added, updated, removedAdd, removed, openAdd, other, tweet])).toEqual([
      { componentId: 4, component: 'Delta', campaignName: 'Aardvark', image: 'd.png', link: null },
      { componentId: 1, component: 'Alpha', campaignName: 'Nova Launch', image: 'a2.png', link: 'https://api.test/l/k' },
    ]);
  });

  it('a banner marked incomplete again goes back to the one before', () => {
    const added = completed(makeAction('banner-add', { component_id: 1, version: version('a1.png') }), 5);
    const update = makeAction('banner-update', { component_id: 1, version: version('a2.png') });
    expect(activeBanners([added, update]).map((b) => b.image)).toEqual(['a1.png']);
  });
});
