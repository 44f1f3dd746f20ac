import { limits } from '../limits.ts';
import { maxLength } from '../rules/lengths.ts';
import { required } from '../rules/required.ts';
import { tweetIncludesLink } from '../rules/twitter.ts';
import type { FormRules, Rule } from '../types.ts';
import { getPath } from '../values.ts';

/** Spec 02 §5 chatbot message: text required. */
export const chatbotMessageForm = {
  text: [required],
} as const satisfies FormRules;

/** The tweet must include the link held in the form's `link` value (the action's link). */
const includesLinkOfForm: Rule = (value, allValues) => {
  const link = getPath(allValues, 'link');
  return tweetIncludesLink(typeof link === 'string' ? link : undefined)(value, allValues);
};

/**
 * Spec 02 §5 edit tweet: at most 280 characters and, when the action has a link, the link or `{{link}}`.
 * Required is chosen: an empty tweet cannot be sent (decision 119). Pass the action's link as the
 * `link` value, or use `editTweetFormFor(link)`.
 */
export const editTweetForm = {
  tweet_text: [required, maxLength(limits.tweetMaxLength), includesLinkOfForm],
} as const satisfies FormRules;

/** `editTweetForm` with the action's link fixed in advance. */
export function editTweetFormFor(link: string | null | undefined): FormRules<'tweet_text'> {
  return { tweet_text: [required, maxLength(limits.tweetMaxLength), tweetIncludesLink(link)] };
}
