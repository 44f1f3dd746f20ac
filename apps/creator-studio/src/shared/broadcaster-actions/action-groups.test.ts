import { describe, expect, it } from 'vitest';
import { completed, makeAction } from './action-fixtures.ts';
import {
  actionGroupOf,
  completedActionsOf,
  groupActions,
  latestCompletedAction,
  openActionsOf,
  PANEL_ACTION_TYPES,
} from './action-groups.ts';

describe('action groups (spec 02 §2)', () => {
  it.each([
    ['banner-update', 'panels'],
    ['banner-add', 'panels'],
    ['banner-remove', 'panels'],
    ['twitter-send-tweet', 'tweets'],
    ['twitter-retweet', 'tweets'],
    ['custom-link-add', 'links'],
    ['chatbot-mod', 'default'],
    ['something-new', 'default'],
  ])('%s is in %s', (slug, group) => {
    expect(actionGroupOf(slug)).toBe(group);
  });

  it('groups in the order panels, tweets, links, default, keeping the order inside, leaving empty groups out', () => {
    const tweet = makeAction('twitter-send-tweet');
    const mod = makeAction('chatbot-mod');
    const add = makeAction('banner-add');
    const remove = makeAction('banner-remove');
    expect(groupActions([tweet, mod, add, remove]).map((g) => [g.group, g.actions.map((a) => a.id)])).toEqual([
      ['panels', [add.id, remove.id]],
      ['tweets', [tweet.id]],
      ['default', [mod.id]],
    ]);
    expect(groupActions([])).toEqual([]);
  });

  it('open actions of some types newest first; completed ones by latest completion', () => {
    const old = makeAction('banner-add', { hoursAgo: 5 });
    const fresh = makeAction('banner-update', { hoursAgo: 1 });
    const done = completed(makeAction('banner-remove', { hoursAgo: 9 }), 2);
    const tweet = makeAction('twitter-send-tweet', { hoursAgo: 0.1 });
    const all = [old, done, tweet, fresh];
    expect(openActionsOf(all, PANEL_ACTION_TYPES).map((a) => a.id)).toEqual([fresh.id, old.id]);
    expect(completedActionsOf(all, PANEL_ACTION_TYPES).map((a) => a.id)).toEqual([done.id]);
  });

  it('the latest completed action of any type is the one that may be marked incomplete', () => {
    const panel = completed(makeAction('banner-add'), 3);
    const tweet = completed(makeAction('twitter-send-tweet'), 1);
    expect(latestCompletedAction([panel, tweet, makeAction('banner-update')])?.id).toBe(tweet.id);
    expect(latestCompletedAction([makeAction('banner-update')])).toBeUndefined();
  });
});
