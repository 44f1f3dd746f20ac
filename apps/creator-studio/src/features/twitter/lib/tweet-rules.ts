import type { BroadcasterAction } from '@advocate/api-client';
import { LINK_PLACEHOLDER } from '@advocate/validation';

export type TwitterTab = 'required' | 'sent';

/** Spec 02 §2: the tabs appear only when sent tweets exist. */
export function showTwitterTabs(sentTweets: number): boolean {
  return sentTweets > 0;
}

/** Spec 02 §4: Sent Tweets when there are no open actions and sent tweets exist; else Required Actions. */
export function twitterDefaultTab(openActions: number, sentTweets: number): TwitterTab {
  return openActions === 0 && sentTweets > 0 ? 'sent' : 'required';
}

/** The tweet as written (spec 02 §2): the broadcaster's edited text, else the version's default message. */
export function tweetDraft(action: BroadcasterAction, edited: string | undefined): string {
  return edited ?? action.version.message ?? '';
}

/** The tweet as sent and shown: every `{{link}}` replaced by the action's link. */
export function tweetWithLink(text: string, link: string | null): string {
  return link ? text.split(LINK_PLACEHOLDER).join(link) : text;
}

/** The address of the broadcaster's Twitter profile ('@name' or 'name'), else Twitter's home. */
export function twitterProfileUrl(handle: string | null | undefined, home: string): string {
  const name = handle?.trim().replace(/^@/, '');
  return name ? `${home}${encodeURIComponent(name)}` : home;
}
