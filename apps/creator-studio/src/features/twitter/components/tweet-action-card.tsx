import { firstErrorText } from '@advocate/api-client';
import type { BroadcasterAction } from '@advocate/api-client';
import { formatUtcDate } from '@advocate/metrics-math';
import { Button, FormError, useModalManager } from '@advocate/ui-kit';
import { useState } from 'react';
import { useUpdateAction } from '../../../shared/broadcaster-actions/api/update-action.ts';
import { tweetDraft, tweetWithLink } from '../lib/tweet-rules.ts';
import { twitterTexts } from '../lib/twitter-texts.ts';
import { EditTweetModal } from './edit-tweet-modal.tsx';
import { SendManuallyModal } from './send-manually-modal.tsx';

export interface TweetActionCardProps {
  action: BroadcasterAction;
  number: number;
  /** The broadcaster's edited text, kept on the page. */
  edited: string | undefined;
  onEdit: (text: string) => void;
  /** No connected Twitter account: every control is off (spec 02 §2). */
  blocked: boolean;
}

/**
 * One open tweet or retweet (spec 02 §2): number, name, Edit when the version allows it, campaign
 * and component, creation date, the tweet (edited text or default message) and image, or the tweet
 * to retweet; sent automatically through the API or manually.
 */
export function TweetActionCard({ action, number, edited, onEdit, blocked }: TweetActionCardProps) {
  const { openModal } = useModalManager();
  const update = useUpdateAction();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const retweet = action.type.slug === 'twitter-retweet';
  const editable = !retweet && action.version.config?.is_editable === true;
  const draft = tweetDraft(action, edited);
  const tweet = tweetWithLink(draft, action.version.link);
  const tweetUrl = action.version.message ?? '';
  const names = { edit: `edit-tweet-${action.id}`, manual: `send-manually-${action.id}` };
  const headingId = `tweet-action-${action.id}`;

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await update(
        action.id,
        retweet
          ? { completion_action: 'send_retweet', completion_data: { tweet_url: tweetUrl } }
          : { completion_action: 'send_tweet', completion_data: { tweet_text: tweet } },
      );
    } catch (failure) {
      setError(firstErrorText(failure) || (retweet ? twitterTexts.retweetFailed : twitterTexts.sendFailed));
      setBusy(false);
    }
  };

  return (
    <li className="rounded-lg bg-white p-4 shadow-sm" aria-labelledby={headingId} data-testid={`tweet-action-${action.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-secondary">
          <span className="mr-2 inline-flex h-7 w-7 items-center justify-center rounded-full bg-primary text-sm text-white">{number}</span>
          {action.type.name}
        </h2>
        {editable ? (
          <Button
            variant="secondary"
            onClick={() => openModal(names.edit)}
            disabled={blocked || busy}
            aria-label={`${twitterTexts.edit}: ${action.component}`}
          >
            {twitterTexts.edit}
          </Button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-gray-700">
        {action.campaign_name} · {action.component}
      </p>
      <p className="text-xs text-gray-600">
        {twitterTexts.assigned} {formatUtcDate(action.creation_time)}
      </p>
      <div className="mt-3 flex flex-col gap-4 md:flex-row">
        {retweet ? (
          <blockquote
            cite={tweetUrl}
            className="flex-1 rounded-md border-l-4 border-[#1d9bf0] bg-secondary-50 p-3 text-sm"
            aria-label={twitterTexts.retweetPreview}
          >
            <p className="mb-1 font-medium text-secondary">{twitterTexts.retweetPreview}</p>
            <a href={tweetUrl} target="_blank" rel="noreferrer" className="break-all text-primary-700 underline">
              {tweetUrl}
            </a>
          </blockquote>
        ) : (
          <p
            className="flex-1 self-start whitespace-pre-wrap break-words rounded-md bg-secondary-50 p-3 text-sm text-secondary"
            data-testid="tweet-text"
          >
            {tweet}
          </p>
        )}
        {action.version.image && !retweet ? (
          <img
            src={action.version.image}
            alt={`${action.component} tweet image`}
            className="h-auto w-full max-w-[240px] self-start rounded border border-gray-200"
          />
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          onClick={() => void send()}
          disabled={blocked || busy}
          aria-label={`${retweet ? twitterTexts.retweet : twitterTexts.sendAutomatically}: ${action.component}`}
        >
          {retweet ? twitterTexts.retweet : twitterTexts.sendAutomatically}
        </Button>
        <Button
          variant="secondary"
          onClick={() => openModal(names.manual)}
          disabled={blocked || busy}
          aria-label={`${retweet ? twitterTexts.retweetManually : twitterTexts.sendManually}: ${action.component}`}
        >
          {retweet ? twitterTexts.retweetManually : twitterTexts.sendManually}
        </Button>
      </div>
      <FormError message={error} />
      {editable ? <EditTweetModal name={names.edit} text={draft} link={action.version.link} onSave={onEdit} /> : null}
      <SendManuallyModal name={names.manual} action={action} tweet={tweet} />
    </li>
  );
}
