import type { AppContext } from '../../../context/app-context.ts';
import { chatbotCredentials, listModCheckPairs, saveModStatus, type ModCheckRow } from '../repositories/chatbot-runtime-repository.ts';
import type { JobHandler } from '../../../platform/jobs/job-types.ts';
import { asChatbot, chatbotTwitchId, helix } from './twitch-helix.ts';

export type ModStatus = 'Modded' | 'Not Modded' | "Can't Connect";

/** A status older than this is checked again by the periodic job. */
const STALE_MS = 60 * 60_000;

/** Every channel the chatbot moderates (Helix `GET moderation/channels`, the chatbot's user token), by broadcaster id. */
async function moderatedChannels(ctx: AppContext, accountId: number): Promise<Set<string> | null> {
  const account = await chatbotCredentials(ctx.db, accountId);
  if (!account?.access_token) return null;
  const botId = await chatbotTwitchId(ctx, account);
  const channels = new Set<string>();
  let after: string | undefined;
  for (let page = 0; page < 50; page += 1) {
    const answer = await asChatbot(ctx, account, (token) =>
      helix(ctx.config, 'moderation/channels', token, { query: { user_id: botId, first: '100', ...(after ? { after } : {}) } }),
    );
    for (const c of Array.isArray(answer.data) ? answer.data : []) {
      const id = (c as { broadcaster_id?: unknown }).broadcaster_id;
      if (typeof id === 'string') channels.add(id);
    }
    const cursor = (answer.pagination as { cursor?: unknown } | undefined)?.cursor;
    if (typeof cursor !== 'string' || !cursor) break;
    after = cursor;
  }
  return channels;
}

/** Whether the chatbot is one of the channel's moderators (Helix `GET moderation/moderators`, the broadcaster's token). */
async function isModeratorOf(ctx: AppContext, pair: ModCheckRow, accountId: number): Promise<boolean | null> {
  if (!pair.broadcaster_token || !pair.broadcaster_twitch_id) return null;
  const account = await chatbotCredentials(ctx.db, accountId);
  if (!account) return null;
  const botId = await chatbotTwitchId(ctx, account);
  const answer = await helix(ctx.config, 'moderation/moderators', pair.broadcaster_token, {
    query: { broadcaster_id: pair.broadcaster_twitch_id, user_id: botId },
  });
  return Array.isArray(answer.data) && answer.data.length > 0;
}

async function checkPairs(ctx: AppContext, pairs: ModCheckRow[]): Promise<Map<string, ModStatus>> {
  const byAccount = new Map<number, Promise<Set<string> | null>>();
  const out = new Map<string, ModStatus>();
  for (const pair of pairs) {
    let status: ModStatus = "Can't Connect";
    try {
      if (pair.broadcaster_twitch_id) {
        if (!byAccount.has(pair.chatbot_account_id))
          byAccount.set(pair.chatbot_account_id, moderatedChannels(ctx, pair.chatbot_account_id));
        const moderated = await byAccount.get(pair.chatbot_account_id);
        const modded = moderated ? moderated.has(pair.broadcaster_twitch_id) : await isModeratorOf(ctx, pair, pair.chatbot_account_id);
        if (modded !== null) status = modded ? 'Modded' : 'Not Modded';
      }
    } catch {
      status = "Can't Connect";
    }
    await saveModStatus(
      ctx.db,
      { campaignId: pair.campaign_id, broadcasterId: pair.broadcaster_id, status, modChannel: pair.channel },
      ctx.now(),
    );
    out.set(`${pair.campaign_id}:${pair.broadcaster_id}`, status);
  }
  return out;
}

/**
 * Checks and stores the chatbot's moderator status in the channel of every Active broadcaster of
 * the campaign (Modded, Not Modded, Can't Connect: no Twitch channel, no token to ask with, or
 * Twitch refusing). The audits call it; answers the statuses by broadcaster id.
 */
export async function checkModStatuses(ctx: AppContext, campaignId: number): Promise<Map<number, ModStatus>> {
  const now = ctx.now();
  const pairs = await listModCheckPairs(ctx.db, campaignId, now, now);
  const statuses = await checkPairs(ctx, pairs);
  return new Map(pairs.map((p) => [p.broadcaster_id, statuses.get(`${p.campaign_id}:${p.broadcaster_id}`) ?? "Can't Connect"]));
}

/** Job 'chatbot.mod-statuses' (every 5 minutes): pairs never checked (a broadcaster just became Active) or checked over an hour ago. */
export const runModStatusChecks: JobHandler = async (ctx) => {
  const now = ctx.now();
  await checkPairs(ctx, await listModCheckPairs(ctx.db, null, now, new Date(now.getTime() - STALE_MS)));
};
