import { LINK_PLACEHOLDER, limits, messages, tweetUrl } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import {
  completeAction,
  findAction,
  insertSocialPost,
  latestCompletedActionId,
  lockAction,
  lockCampaignActions,
  reopenAction,
  twitterCredentials,
  type ActionReadRow,
} from './repositories/broadcaster-actions-repository.ts';
import { trackingKeysOf } from '../links/index.ts';
import type { UserRow } from '../shared/index.ts';
import { editableCampaign } from '../shared/index.ts';
import { syncCampaignActions } from './broadcaster-actions-sync.ts';
import { toAnswers, trackedLinkOf, type ActionAnswer } from './broadcaster-actions-service.ts';
import { hasCredentials, postTweet, retweet, tweetIdOf } from './broadcaster-actions-twitter.ts';
import { ProviderError } from '../social/index.ts';

export type CompletionAction = 'mark_complete' | 'mark_incomplete' | 'send_tweet' | 'send_retweet';

export interface CompletionBody {
  completion_action: CompletionAction;
  completion_data?: { tweet_text?: string; tweet_url?: string; manual?: boolean };
}

type Log = { warn: (obj: object, msg: string) => void };
export interface CompletionContext {
  db: Db;
  config: Config;
  now: Date;
  log: Log;
}

const refuse = (message: string) => badRequest({ non_field_errors: [message] });

/** The action when the user may change it: the broadcaster's own, or a campaign the manager may edit; else 404/403. */
async function changeableAction(db: Db, user: UserRow, id: number): Promise<ActionReadRow> {
  const row = await findAction(db, id);
  if (!row) throw notFound();
  if (user.user_type === 3) {
    if (row.broadcaster_id !== user.id) throw notFound();
  } else {
    await editableCampaign(db, user, row.campaign);
  }
  return row;
}

/** Spec 02 §5 Edit tweet: at most 280 characters, and the link or {{link}} when the action has a link. */
function checkTweetText(text: string, links: Array<string | null>): void {
  if (text.trim() === '') throw badRequest({ tweet_text: [messages.required] });
  if (text.length > limits.tweetMaxLength) throw badRequest({ tweet_text: [messages.maxLength(limits.tweetMaxLength)] });
  const present = links.filter((l): l is string => Boolean(l && l.trim()));
  if (present.length > 0 && !present.some((l) => text.includes(l.trim())) && !text.includes(LINK_PLACEHOLDER)) {
    throw badRequest({ tweet_text: [messages.tweetMustInclude(present[0].trim())] });
  }
}

/** What completing with send_tweet / send_retweet stores, after Twitter accepted it (unless manual). */
async function twitterCompletion(
  ctx: CompletionContext,
  user: UserRow,
  row: ActionReadRow,
  body: CompletionBody,
): Promise<Record<string, unknown>> {
  const manual = body.completion_data?.manual === true;
  const given = body.completion_data?.tweet_url?.trim();
  if (given && tweetUrl(given, {})) throw badRequest({ tweet_url: [messages.tweetUrl] });
  // Posting uses the broadcaster's own Twitter account: only they can ask for it (decision 436).
  if (!manual && user.id !== row.broadcaster_id) throw forbidden();
  const credentials = manual ? undefined : await twitterCredentials(ctx.db, row.broadcaster_id);
  if (!manual && !hasCredentials(credentials)) throw refuse(serverMessages.twitterNotConnected);

  if (body.completion_action === 'send_retweet') {
    if (manual) return { manual: true, tweet_url: given ?? row.message ?? undefined };
    const tweetId = tweetIdOf(row.message);
    if (!tweetId) throw refuse(serverMessages.retweetTargetInvalid);
    try {
      await retweet(ctx.config, credentials as NonNullable<typeof credentials> & { access_token: string; token_secret: string }, tweetId);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      ctx.log.warn({ err: error }, 'retweet failed');
      throw refuse(serverMessages.retweetFailed);
    }
    return { tweet_url: (row.message ?? '').trim() };
  }

  const tracked = trackedLinkOf(row, await trackingKeysOf(ctx.db, [row.broadcaster_id]), ctx.config.PUBLIC_API_URL);
  const text = body.completion_data?.tweet_text ?? row.message ?? '';
  checkTweetText(text, [tracked, row.link]);
  const final = tracked ? text.split(LINK_PLACEHOLDER).join(tracked) : text;
  if (manual) return { manual: true, tweet_text: final, ...(given ? { tweet_url: given } : {}) };
  try {
    const url = await postTweet(
      ctx.config,
      credentials as NonNullable<typeof credentials> & { access_token: string; token_secret: string },
      final,
    );
    return { tweet_text: final, tweet_url: url };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ctx.log.warn({ err: error }, 'tweet failed');
    throw refuse(serverMessages.tweetFailed);
  }
}

const COMPLETION_TYPE = { send_tweet: 'twitter-send-tweet', send_retweet: 'twitter-retweet' } as const;

/**
 * PATCH broadcaster-actions/{id}/ (contract 2; spec 01 §4, 02 §4; decisions 435–436). Twitter is
 * called before the transaction; nothing is stored when it fails. The change, the social post and
 * the campaign's reconciliation commit together.
 */
export async function updateAction(ctx: CompletionContext, user: UserRow, id: number, body: CompletionBody): Promise<ActionAnswer> {
  const row = await changeableAction(ctx.db, user, id);
  const action = body.completion_action;
  if (action !== 'mark_incomplete' && row.completion_time !== null) throw refuse(serverMessages.actionAlreadyCompleted);
  if (action === 'mark_incomplete' && row.completion_time === null) throw refuse(serverMessages.actionNotCompleted);
  if ((action === 'send_tweet' || action === 'send_retweet') && row.type_slug !== COMPLETION_TYPE[action])
    throw refuse(serverMessages.actionWrongCompletion);
  const data = action === 'send_tweet' || action === 'send_retweet' ? await twitterCompletion(ctx, user, row, body) : {};

  await ctx.db.transaction(async (tx) => {
    await lockCampaignActions(tx, row.campaign_id);
    const locked = await lockAction(tx, id);
    if (!locked) throw notFound();
    if (action === 'mark_incomplete') {
      if (locked.completion_time === null) throw refuse(serverMessages.actionNotCompleted);
      if ((await latestCompletedActionId(tx, row.broadcaster_id)) !== id) throw refuse(serverMessages.actionNotLatest);
      await reopenAction(tx, id);
    } else {
      if (locked.completion_time !== null) throw refuse(serverMessages.actionAlreadyCompleted);
      await completeAction(tx, id, ctx.now, data);
      if (typeof data.tweet_url === 'string') {
        await insertSocialPost(tx, {
          actionId: id,
          broadcasterId: row.broadcaster_id,
          campaignId: row.campaign_id,
          componentId: row.component_id,
          kind: action === 'send_retweet' ? 'retweet' : 'tweet',
          tweetUrl: data.tweet_url,
          postedAt: ctx.now,
        });
      }
    }
    await syncCampaignActions(tx, row.campaign_id, ctx.now);
  });
  const after = await findAction(ctx.db, id);
  // The reconciliation may drop a reopened action nothing asks for any more (decision 435).
  if (!after) throw notFound();
  return (await toAnswers(ctx.db, [after], ctx.config.PUBLIC_API_URL))[0];
}
