import { describe, expect, it } from 'vitest';
import { completed, makeAction } from '../action-fixtures.ts';
import { listWithAnswer } from './update-action.ts';

// Spec 02 §7: a successful action update removes the action from the open list, or restores it when marked incomplete.
describe('listWithAnswer', () => {
  const older = makeAction('banner-add', { hoursAgo: 5 });
  const newer = makeAction('twitter-send-tweet', { hoursAgo: 1 });

  it('an open list loses a completed action and regains a reopened one, newest first', () => {
    expect(listWithAnswer([newer, older], completed(older), false)?.map((a) => a.id)).toEqual([newer.id]);
    expect(listWithAnswer([newer], older, false)?.map((a) => a.id)).toEqual([newer.id, older.id]);
  });

  it('a completed list gains a completed action and loses a reopened one', () => {
    expect(listWithAnswer([], completed(newer), true)?.map((a) => a.id)).toEqual([newer.id]);
    expect(listWithAnswer([completed(newer)], newer, true)).toEqual([]);
  });

  it('the full list takes the answer in place; an uncached list stays uncached', () => {
    const done = completed(older);
    expect(listWithAnswer([newer, older], done)).toEqual([newer, done]);
    expect(listWithAnswer(undefined, done)).toBeUndefined();
  });
});
