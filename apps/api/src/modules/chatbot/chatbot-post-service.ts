import { messages } from '@advocate/validation';
import type { Db } from '../../db/db.ts';
import { badRequest, forbidden } from '../../errors.ts';
import { enqueueJob } from '../../platform/jobs/repositories/jobs-repository.ts';
import { findChatbotByLogin } from './repositories/chatbot-accounts-repository.ts';
import { channelTargets, insertQueuedPosts, liveCampaignTargets, type PostTarget } from './repositories/chatbot-posts-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { requireManager, visibleCampaign } from '../shared/index.ts';
import { recordActivity } from '../activity/index.ts';

/** The job that delivers queued chatbot posts (modules/chatbot/chatbot-runtime/post-loop.ts). */
export const DELIVER_QUEUED_CHATBOT_POSTS = 'chatbot.deliver-queued';

/** The value meaning 'every live broadcaster' (spec 01 §7 post-chatbot). */
export const ALL_LIVE = '__ALL_LIVE__';

export type ChatbotPost =
  | { target: 'campaign'; campaign: string; text: string }
  | { target: 'channel'; broadcaster: string; text: string; chatbot_channel?: string };

/**
 * POST post-chatbot/{campaign|channel}/ (spec 01 §7; admins only, spec 01 §6): queues one chatbot
 * post per channel and a job that delivers them now (decisions 334, 533).
 * - campaign: the live Twitch channels of the campaign's Active broadcasters, with the campaign's
 *   chatbot; `__ALL_LIVE__`: those of every running campaign.
 * - channel: that broadcaster's Twitch channel, live or not; `__ALL_LIVE__`: every live Twitch
 *   channel; posted by `chatbot_channel` (an authorised chatbot's login) or the default account.
 * Answers how many posts were queued; none answers 400.
 */
export async function postChatbotMessage(db: Db, user: UserRow, post: ChatbotPost, now: Date): Promise<{ posts: number }> {
  requireManager(user);
  if (!user.is_admin) throw forbidden();
  const text = post.text.trim();
  if (!text) throw badRequest({ text: [messages.required] });
  let targets: PostTarget[];
  let campaignId: number | null = null;
  if (post.target === 'campaign') {
    const slug = post.campaign.trim();
    if (!slug) throw badRequest({ campaign: [messages.required] });
    campaignId = slug === ALL_LIVE ? null : (await visibleCampaign(db, user, slug)).id;
    targets = await liveCampaignTargets(db, campaignId, now);
  } else {
    const username = post.broadcaster.trim();
    if (!username) throw badRequest({ broadcaster: [messages.selectValidBroadcaster] });
    const login = post.chatbot_channel?.trim();
    const chatbot = login ? await findChatbotByLogin(db, login) : await findChatbotByLogin(db, 'advogg');
    if (login && !chatbot) throw badRequest({ chatbot_channel: [messages.selectApprovedChatbot] });
    targets = await channelTargets(db, username === ALL_LIVE ? null : username, chatbot?.id ?? null, now);
    if (username !== ALL_LIVE && targets.length === 0) throw badRequest({ broadcaster: [messages.selectValidBroadcaster] });
  }
  if (targets.length === 0) throw badRequest({ non_field_errors: [messages.noChannelToPost] });
  await db.transaction(async (tx) => {
    await insertQueuedPosts(tx, targets, text, now);
    // Admins only post: an entry of every live channel belongs to no team, so admins read it.
    await recordActivity(tx, user.id, {
      at: now,
      kind: 'campaign',
      action: 'chatbot_posted',
      place: campaignId === null ? { teamIds: [] } : { campaignId },
      subject: post.target === 'campaign' ? post.campaign.trim() : post.broadcaster.trim(),
      before: null,
      after: { text, posts: targets.length },
    });
    // Delivered now by the job runner once this commits (decision 533); the chatbot loop also picks them up.
    await enqueueJob(tx, { kind: DELIVER_QUEUED_CHATBOT_POSTS, payload: {} });
  });
  return { posts: targets.length };
}
