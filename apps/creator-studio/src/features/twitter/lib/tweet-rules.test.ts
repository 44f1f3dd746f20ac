import { editTweetFormFor, validateForm } from '@advocate/validation';
import { describe, expect, it } from 'vitest';
import { makeAction } from '../../../shared/broadcaster-actions/action-fixtures.ts';
import { showTwitterTabs, tweetDraft, tweetWithLink, twitterDefaultTab, twitterProfileUrl } from './tweet-rules.ts';

describe('twitter tabs (spec 02 §2, §4)', () => {
  it('shows tabs only when sent tweets exist', () => {
    expect(showTwitterTabs(0)).toBe(false);
    expect(showTwitterTabs(1)).toBe(true);
  });
  it.each([
    [0, 0, 'required'],
    [0, 1, 'sent'],
    [2, 1, 'required'],
    [2, 0, 'required'],
  ] as const)('%i open, %i sent → %s', (open, sent, tab) => {
    expect(twitterDefaultTab(open, sent)).toBe(tab);
  });
});

describe('the tweet text (spec 02 §2, §5)', () => {
  const action = makeAction('twitter-send-tweet', {
    version: {
      component_id: 1,
      image: null,
      link: 'https://api.test/l/abc',
      message: 'Play now {{link}}',
      created: '2026-01-01T00:00:00Z',
      config: { is_editable: true },
    },
  });
  it('is the edited text, else the default message, with {{link}} replaced by the link', () => {
    expect(tweetDraft(action, undefined)).toBe('Play now {{link}}');
    expect(tweetDraft(action, 'Mine https://api.test/l/abc')).toBe('Mine https://api.test/l/abc');
    expect(tweetWithLink('Play {{link}} and {{link}}', 'https://api.test/l/abc')).toBe(
      'Play https://api.test/l/abc and https://api.test/l/abc',
    );
    expect(tweetWithLink('Play {{link}}', null)).toBe('Play {{link}}');
  });
  it('an edit must keep the link or {{link}} and stay within 280 characters', () => {
    const rules = editTweetFormFor(action.version.link);
    expect(validateForm(rules, { tweet_text: 'No link here' })).toEqual({ tweet_text: 'Your tweet must include "https://api.test/l/abc.' });
    expect(validateForm(rules, { tweet_text: 'Keep {{link}}' })).toEqual({});
    expect(validateForm(rules, { tweet_text: `https://api.test/l/abc ${'x'.repeat(260)}` })).toEqual({
      tweet_text: 'Must be no more than 280 characters',
    });
  });
});

describe('Go To Twitter', () => {
  it('opens the connected handle, else Twitter', () => {
    expect(twitterProfileUrl('@streamer_one', 'https://twitter.com/')).toBe('https://twitter.com/streamer_one');
    expect(twitterProfileUrl(null, 'https://twitter.com/')).toBe('https://twitter.com/');
    expect(twitterProfileUrl('  ', 'https://twitter.com/')).toBe('https://twitter.com/');
  });
});
