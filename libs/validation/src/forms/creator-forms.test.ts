import { describe, expect, it } from 'vitest';
import { validateForm } from '../engine/validate.ts';
import { chatbotMessageForm, editTweetForm, editTweetFormFor } from './creator-forms.ts';

const R = 'Required Field';

describe('chatbotMessageForm (spec 02 §5: text required)', () => {
  it.each([
    [{ text: 'Hello chat' }, {}],
    [{ text: '  ' }, { text: R }],
  ])('%j', (values, expected) => {
    expect(validateForm(chatbotMessageForm, values)).toEqual(expected);
  });
});

describe('editTweetForm (spec 02 §5: max 280 + link; required decision 119)', () => {
  const link = 'https://adv.gg/x';
  const MUST = 'Your tweet must include "https://adv.gg/x.';
  it.each([
    ['280 characters with the link', { tweet_text: link + ' ' + 'a'.repeat(280 - link.length - 1), link }, {}],
    [
      '281 characters',
      { tweet_text: link + ' ' + 'a'.repeat(281 - link.length - 1), link },
      { tweet_text: 'Must be no more than 280 characters' },
    ],
    ['placeholder instead of link', { tweet_text: 'Play {{link}}', link }, {}],
    ['link missing', { tweet_text: 'Play now', link }, { tweet_text: MUST }],
    ['no link on the action', { tweet_text: 'Play now', link: null }, {}],
    ['empty', { tweet_text: '', link }, { tweet_text: R }],
    ['281 without link', { tweet_text: 'a'.repeat(281) }, { tweet_text: 'Must be no more than 280 characters' }],
    ['280 without link', { tweet_text: 'a'.repeat(280) }, {}],
  ])('%s', (_label, values, expected) => {
    expect(validateForm(editTweetForm, values)).toEqual(expected);
  });

  it('editTweetFormFor fixes the link in advance', () => {
    expect(validateForm(editTweetFormFor(link), { tweet_text: 'Play now' })).toEqual({ tweet_text: MUST });
    expect(validateForm(editTweetFormFor(null), { tweet_text: 'Play now' })).toEqual({});
  });
});
