import { firstErrorText, useUser } from '@advocate/api-client';
import { buttonClasses, EmptyState, LoadingBar, PageTitle } from '@advocate/ui-kit';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import {
  completedActionsOf,
  latestCompletedAction,
  openActionsOf,
  TWEET_ACTION_TYPES,
} from '../../shared/broadcaster-actions/action-groups.ts';
import { useBroadcasterActions } from '../../shared/broadcaster-actions/api/get-broadcaster-actions.ts';
import { ActionTabs } from '../../shared/broadcaster-actions/action-tabs.tsx';
import { SentTweets } from './components/sent-tweets.tsx';
import { TweetActionCard } from './components/tweet-action-card.tsx';
import { showTwitterTabs, twitterDefaultTab, twitterProfileUrl, type TwitterTab } from './lib/tweet-rules.ts';
import { twitterTexts } from './lib/twitter-texts.ts';

const TABS = [
  { key: 'required', label: twitterTexts.tabs.required },
  { key: 'sent', label: twitterTexts.tabs.sent },
] as const;

/**
 * /twitter (spec 02 §2, §4): 'Go To Twitter'; the open tweet and retweet actions, numbered, each
 * sent automatically or manually; Sent Tweets; the tabs only once something was sent, opening on
 * Sent Tweets when nothing is required. Without a connected Twitter account the actions are blocked.
 */
export function TwitterPage() {
  const { data: user } = useUser();
  const { data, error } = useBroadcasterActions();
  const [chosen, setChosen] = useState<TwitterTab | null>(null);
  const [edited, setEdited] = useState<Record<number, string>>({});
  const open = useMemo(() => openActionsOf(data ?? [], TWEET_ACTION_TYPES), [data]);
  const sent = useMemo(() => completedActionsOf(data ?? [], TWEET_ACTION_TYPES), [data]);
  const latest = useMemo(() => latestCompletedAction(data ?? []), [data]);
  const [initial, setInitial] = useState<TwitterTab | null>(null);
  if (data && initial === null) setInitial(twitterDefaultTab(open.length, sent.length));
  const tabs = showTwitterTabs(sent.length);
  const tab = tabs ? (chosen ?? initial ?? 'required') : 'required';
  const blocked = user ? !user.has_twitter_oauth : true;

  const required =
    open.length === 0 ? (
      <EmptyState message={twitterTexts.empty} />
    ) : (
      <ol className="space-y-4">
        {open.map((action, index) => (
          <TweetActionCard
            key={action.id}
            action={action}
            number={index + 1}
            edited={edited[action.id]}
            onEdit={(text) => setEdited((all) => ({ ...all, [action.id]: text }))}
            blocked={blocked}
          />
        ))}
      </ol>
    );

  let body;
  if (error)
    body = (
      <p role="alert" className="text-sm text-red-600">
        {firstErrorText(error)}
      </p>
    );
  else if (!data || !user) body = <LoadingBar label={twitterTexts.loading} />;
  else if (!tabs) body = required;
  else
    body = (
      <ActionTabs label={twitterTexts.tabsLabel} tabs={TABS} selected={tab} onSelect={setChosen}>
        {tab === 'required' ? required : <SentTweets sent={sent} latestId={latest?.id} />}
      </ActionTabs>
    );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle page={twitterTexts.title} />
        <a
          href={twitterProfileUrl(user?.twitter, twitterTexts.twitterHome)}
          target="_blank"
          rel="noreferrer"
          className={buttonClasses('primary')}
        >
          {twitterTexts.goToTwitter}
        </a>
      </div>
      {user && blocked ? (
        <p className="rounded-md border-l-4 border-amber-500 bg-white p-4 text-sm text-secondary shadow-sm" data-testid="twitter-blocked">
          {twitterTexts.blockedBefore}
          <Link to={paths.profile} className="font-medium text-primary-700 underline">
            {twitterTexts.blockedLink}
          </Link>
          {twitterTexts.blockedAfter}
        </p>
      ) : null}
      {body}
    </div>
  );
}
