import { LINK_PLACEHOLDER, limits } from '../limits.ts';
import { messages } from '../messages.ts';
import type { Rule } from '../types.ts';
import { isEmpty } from '../values.ts';

const HANDLE = new RegExp(String.raw`^@\w{1,${limits.twitterHandleMaxLength}}$`);
// twitter.com is the spec's platform; x.com is where the same status pages live today (decision 112).
const TWEET_URL = new RegExp(
  String.raw`^https?://(?:www\.|mobile\.)?(?:twitter|x)\.com/\w{1,${limits.twitterHandleMaxLength}}/status(?:es)?/\d+/?(?:[?#]\S*)?$`,
  'i',
);

/** Spec 00 §5: starts with @, then 1 to 15 word characters → else 'Enter a valid twitter handle (@ required)'. */
export const twitterHandle: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  return typeof value === 'string' && HANDLE.test(value.trim()) ? undefined : messages.twitterHandle;
};

/** Spec 00 §5: a tweet status URL → else 'Enter a valid tweet URL'. */
export const tweetUrl: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  return typeof value === 'string' && TWEET_URL.test(value.trim()) ? undefined : messages.tweetUrl;
};

/**
 * Spec 02 §5: when the action has a link, the tweet must contain it or the `{{link}}` placeholder,
 * else 'Your tweet must include "{link}.'. No link (empty) means nothing to check.
 */
export function tweetIncludesLink(link: string | null | undefined): Rule {
  return (value) => {
    if (link === null || link === undefined || link.trim() === '') return undefined;
    const text = typeof value === 'string' ? value : '';
    return text.includes(link.trim()) || text.includes(LINK_PLACEHOLDER) ? undefined : messages.tweetMustInclude(link.trim());
  };
}
