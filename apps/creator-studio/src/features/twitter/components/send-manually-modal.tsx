import type { BroadcasterAction } from '@advocate/api-client';
import { Button, CopyButton, FormError, Modal, useModalManager } from '@advocate/ui-kit';
import { useState } from 'react';
import { useUpdateAction } from '../../../shared/broadcaster-actions/api/update-action.ts';
import { twitterTexts } from '../lib/twitter-texts.ts';

/**
 * The manual way (spec 02 §2): copy the tweet and its link, download the image, post it on Twitter,
 * then 'Mark as Completed' (PATCH send_tweet with manual true, spec 02 §4). For a retweet: open the
 * tweet, retweet it there, then 'Mark as Completed' (send_retweet with manual true; decision 454).
 */
export function SendManuallyModal({ name, action, tweet }: { name: string; action: BroadcasterAction; tweet: string }) {
  const retweet = action.type.slug === 'twitter-retweet';
  return (
    <Modal name={name} title={retweet ? twitterTexts.manualRetweetTitle : twitterTexts.manualTitle}>
      <ManualBody name={name} action={action} tweet={tweet} retweet={retweet} />
    </Modal>
  );
}

function ManualBody({ name, action, tweet, retweet }: { name: string; action: BroadcasterAction; tweet: string; retweet: boolean }) {
  const { closeModal } = useModalManager();
  const update = useUpdateAction();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const tweetUrl = action.version.message ?? '';
  const { link, image } = action.version;

  const complete = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await update(
        action.id,
        retweet
          ? { completion_action: 'send_retweet', completion_data: { tweet_url: tweetUrl, manual: true } }
          : { completion_action: 'send_tweet', completion_data: { tweet_text: tweet, manual: true } },
      );
      closeModal(name);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4 text-sm" aria-busy={busy}>
      <p className="text-gray-700">{retweet ? twitterTexts.manualRetweetSteps : twitterTexts.manualSteps}</p>
      {retweet ? (
        <div className="flex flex-wrap items-center gap-2">
          <a href={tweetUrl} target="_blank" rel="noreferrer" className="break-all font-medium text-primary-700 underline">
            {twitterTexts.openTweet}
          </a>
          <CopyButton value={tweetUrl} texts={{ copy: twitterTexts.copyLink, copied: 'Copied!' }} />
        </div>
      ) : (
        <>
          <p className="whitespace-pre-wrap break-words rounded-md bg-secondary-50 p-3 text-secondary" data-testid="manual-tweet-text">
            {tweet}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <CopyButton value={tweet} texts={{ copy: twitterTexts.copyTweet, copied: 'Copied!' }} />
            {link ? <CopyButton value={link} texts={{ copy: twitterTexts.copyLink, copied: 'Copied!' }} /> : null}
            {image ? (
              <a href={image} download className="font-medium text-primary-700 underline">
                {twitterTexts.downloadImage}
              </a>
            ) : null}
          </div>
        </>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => closeModal(name)}>
          {twitterTexts.cancel}
        </Button>
        <Button onClick={() => void complete()} disabled={busy}>
          {twitterTexts.markComplete}
        </Button>
      </div>
      <FormError message={failed ? twitterTexts.completeFailed : null} />
    </div>
  );
}
