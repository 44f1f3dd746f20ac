import type { BroadcasterAction } from '@advocate/api-client';
import { formatUtcDate } from '@advocate/metrics-math';
import { MarkIncompleteButton } from '../../../shared/broadcaster-actions/mark-incomplete-button.tsx';
import { twitterTexts } from '../lib/twitter-texts.ts';

/**
 * Sent Tweets (spec 02 §2): each completed tweet or retweet as a tweet card built from its completion
 * data (text, and the link to it on Twitter), latest first. The broadcaster's latest completed action
 * can be marked incomplete (spec 02 §4).
 */
export function SentTweets({ sent, latestId }: { sent: readonly BroadcasterAction[]; latestId: number | undefined }) {
  return (
    <ul className="space-y-4">
      {sent.map((action) => {
        const retweet = action.type.slug === 'twitter-retweet';
        const url = action.completion_data.tweet_url ?? (retweet ? action.version.message : null);
        const text = action.completion_data.tweet_text;
        return (
          <li key={action.id} data-testid={`sent-tweet-${action.id}`}>
            <blockquote cite={url ?? undefined} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
              <p className="text-xs text-gray-600">
                {action.campaign_name} · {action.component}
              </p>
              {retweet ? <p className="mt-1 text-sm font-medium text-secondary">{twitterTexts.retweeted}</p> : null}
              {text ? <p className="mt-2 whitespace-pre-wrap break-words text-secondary">{text}</p> : null}
              <footer className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="text-gray-600">
                  {twitterTexts.sentOn} {action.completion_time ? formatUtcDate(action.completion_time) : ''}
                  {!url ? ` · ${twitterTexts.sentManually}` : ''}
                </span>
                <span className="flex flex-wrap items-center gap-3">
                  {url ? (
                    <a href={url} target="_blank" rel="noreferrer" className="font-medium text-primary-700 underline">
                      {twitterTexts.viewTweet}
                    </a>
                  ) : null}
                  {action.id === latestId ? <MarkIncompleteButton action={action} /> : null}
                </span>
              </footer>
            </blockquote>
          </li>
        );
      })}
    </ul>
  );
}
