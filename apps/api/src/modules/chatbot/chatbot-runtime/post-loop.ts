import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';
import type { AppContext } from '../../../context/app-context.ts';
import {
  claimQueuedPosts,
  defaultChatbotAccountId,
  deleteScheduleExcept,
  finishQueuedPost,
  humanMessageCounts,
  insertChatbotPost,
  insertScheduleRows,
  listChatbotPairs,
  resetAfterPost,
  setNextPost,
  type ChatbotPairRow,
} from '../repositories/chatbot-runtime-repository.ts';
import { messageIntervalOf, messageWithLink } from '../broadcaster-chatbot-messages.ts';
import { trackedLinkUrl } from '../../links/index.ts';
import type { JobHandler } from '../../../platform/jobs/job-types.ts';
import { firstPostTime, nextPostAfter, readyToPost } from './schedule-rule.ts';
import { helixAsApp, sendChatMessage } from './twitch-helix.ts';

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

/** The chat line of a post or command: `{{link}}` becomes the broadcaster's tracked link (else the version's link). */
export function chatLine(ctx: AppContext, pair: Pick<ChatbotPairRow, 'message' | 'link' | 'link_key'>): string {
  const link = pair.link_key ? trackedLinkUrl(ctx.config.PUBLIC_API_URL, pair.link_key) : pair.link;
  return messageWithLink(pair.message, link).trim().slice(0, 500);
}

/**
 * Keeps chatbot_schedule equal to the timed posts that reach a channel now: a newly reaching post
 * is first due one interval later; a post that no longer reaches is dropped (decision 530).
 */
export async function syncChatbotSchedule(ctx: AppContext, posts: ChatbotPairRow[], now: Date): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await deleteScheduleExcept(
      tx,
      posts.map((p) => ({ componentId: p.component_id, broadcasterId: p.broadcaster_id })),
    );
    await insertScheduleRows(
      tx,
      posts
        .filter((p) => p.next_post === null)
        .map((p) => ({
          componentId: p.component_id,
          broadcasterId: p.broadcaster_id,
          nextPost: firstPostTime(now, asDate(p.start_time), messageIntervalOf(p.config)),
        })),
    );
  });
}

/** Twitch user ids of the channels Helix says are live (used when no viewership sample says so yet). */
async function liveOnHelix(ctx: AppContext, twitchIds: string[]): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < twitchIds.length; i += 100) {
    try {
      const answer = await helixAsApp(ctx.config, 'streams', {
        query: { user_id: twitchIds.slice(i, i + 100), type: 'live', first: '100' },
      });
      for (const s of Array.isArray(answer.data) ? answer.data : []) {
        const id = (s as { user_id?: unknown; type?: unknown }).user_id;
        if (typeof id === 'string' && (s as { type?: unknown }).type !== '') live.add(id);
      }
    } catch {
      // Twitch unreachable: only channels with a recent viewership sample count as live this round.
    }
  }
  return live;
}

/**
 * One round of timed posts: every due post whose channel is live and has had 20 human chat lines
 * since the bot's last post there goes out (one post per channel per round, as the count starts
 * again after it), is recorded in chatbot_posts, and its next post is scheduled one interval later.
 * A failure (revoked token, Twitch down) is recorded and the round goes on with the other channels.
 */
export async function postDueChatbotMessages(ctx: AppContext): Promise<{ posted: number; failed: number }> {
  const now = ctx.now();
  const pairs = await listChatbotPairs(ctx.db, now);
  const posts = pairs.filter((p) => p.type === COMPONENT_TYPE.chatBot);
  await syncChatbotSchedule(ctx, posts, now);

  const counts = await humanMessageCounts(ctx.db, [...new Set(posts.map((p) => p.broadcaster_id))]);
  const check = (p: ChatbotPairRow, live: boolean) =>
    readyToPost({
      nextPost: asDate(p.next_post),
      now,
      startTime: asDate(p.start_time),
      live,
      humanMessages: counts.get(p.broadcaster_id) ?? 0,
    });
  const waiting = posts.filter((p) => check(p, true));
  const unknown = [...new Set(waiting.filter((p) => !p.is_live).map((p) => p.broadcaster_twitch_id))];
  const helixLive = unknown.length ? await liveOnHelix(ctx, unknown) : new Set<string>();

  let posted = 0;
  let failed = 0;
  const done = new Set<number>();
  const due = waiting
    .filter((p) => check(p, p.is_live || helixLive.has(p.broadcaster_twitch_id)))
    .sort((a, b) => new Date(a.next_post ?? 0).getTime() - new Date(b.next_post ?? 0).getTime());
  for (const p of due) {
    if (done.has(p.broadcaster_id)) continue;
    done.add(p.broadcaster_id);
    const message = chatLine(ctx, p);
    const sent = message
      ? await sendChatMessage(ctx, p.chatbot_account_id, p.broadcaster_twitch_id, message)
      : { ok: false as const, error: 'The message is empty' };
    const at = ctx.now();
    await ctx.db.transaction(async (tx) => {
      await insertChatbotPost(tx, {
        campaignId: p.campaign_id,
        componentId: p.component_id,
        broadcasterId: p.broadcaster_id,
        chatbotAccountId: p.chatbot_account_id,
        channel: p.channel,
        message,
        postedAt: at,
        succeeded: sent.ok,
        error: sent.ok ? null : sent.error,
      });
      if (sent.ok) await resetAfterPost(tx, p.broadcaster_id, at);
      await setNextPost(tx, p.component_id, p.broadcaster_id, nextPostAfter(at, messageIntervalOf(p.config)));
    });
    if (sent.ok) posted += 1;
    else failed += 1;
  }
  return { posted, failed };
}

/** Delivers the posts queued by `post-chatbot/{target}/` (decision 334), each once. */
export async function deliverQueuedPosts(ctx: AppContext): Promise<number> {
  let delivered = 0;
  for (;;) {
    const batch = await claimQueuedPosts(ctx.db, 50);
    if (batch.length === 0) return delivered;
    for (const post of batch) {
      let error: string | null = null;
      if (!post.broadcaster_twitch_id) error = 'The broadcaster has no Twitch channel';
      else {
        const accountId = post.chatbot_account_id ?? (await defaultChatbotAccountId(ctx.db));
        const sent = await sendChatMessage(ctx, accountId, post.broadcaster_twitch_id, post.message);
        if (!sent.ok) error = sent.error;
      }
      await finishQueuedPost(ctx.db, post.id, ctx.now(), error);
      delivered += 1;
    }
  }
}

/** Job 'chatbot.post' (every 10 s): queued posts first, then the due timed posts. */
export const runChatbotPosts: JobHandler = async (ctx) => {
  await deliverQueuedPosts(ctx);
  await postDueChatbotMessages(ctx);
};

/** Job 'chatbot.deliver-queued' (enqueued by post-chatbot/{target}/): delivers the queued posts now. */
export const runQueuedChatbotPosts: JobHandler = async (ctx) => {
  await deliverQueuedPosts(ctx);
};
