import type { AppContext } from '../../../context/app-context.ts';
import { chatbotCredentials, listChatbotPairs, listSubscriptions, saveSubscription } from '../repositories/chatbot-runtime-repository.ts';
import type { JobHandler } from '../../../platform/jobs/job-types.ts';
import { ProviderError } from '../../social/index.ts';
import { chatbotTwitchId, helixAsApp } from './twitch-helix.ts';

/** Where Twitch delivers chat notifications: the EventSub route under the public API address. */
export const eventSubCallback = (publicApiUrl: string) => `${publicApiUrl.replace(/\/+$/, '')}/api/v1/twitch/eventsub/`;

const KEEP = new Set(['enabled', 'webhook_callback_verification_pending']);

/**
 * Makes sure every channel a chat bot component reaches has a `channel.chat.message` subscription
 * for its campaign's chatbot (Helix `POST eventsub/subscriptions`, webhook transport, app token).
 * Idempotent: subscriptions enabled or pending are kept; Twitch's 409 (it exists) counts as enabled;
 * one channel failing does not stop the others. Answers how many it created.
 */
export async function ensureChatSubscriptions(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const pairs = await listChatbotPairs(ctx.db, now);
  const stored = new Map((await listSubscriptions(ctx.db)).map((s) => [`${s.broadcaster_twitch_id}:${s.bot_twitch_id}`, s]));
  const botIds = new Map<number, string | null>();
  const wanted = new Set<string>();
  let created = 0;
  for (const pair of pairs) {
    if (!botIds.has(pair.chatbot_account_id)) {
      const account = await chatbotCredentials(ctx.db, pair.chatbot_account_id);
      botIds.set(pair.chatbot_account_id, account ? await chatbotTwitchId(ctx, account).catch(() => null) : null);
    }
    const botId = botIds.get(pair.chatbot_account_id);
    if (!botId) continue;
    const key = `${pair.broadcaster_twitch_id}:${botId}`;
    if (wanted.has(key)) continue;
    wanted.add(key);
    const current = stored.get(key);
    if (current && KEEP.has(current.status)) continue;
    try {
      const answer = await helixAsApp(ctx.config, 'eventsub/subscriptions', {
        method: 'POST',
        json: {
          type: 'channel.chat.message',
          version: '1',
          condition: { broadcaster_user_id: pair.broadcaster_twitch_id, user_id: botId },
          transport: {
            method: 'webhook',
            callback: eventSubCallback(ctx.config.PUBLIC_API_URL),
            secret: ctx.config.TWITCH_EVENTSUB_SECRET,
          },
        },
      });
      const sub = Array.isArray(answer.data) ? (answer.data[0] as { id?: unknown; status?: unknown } | undefined) : undefined;
      await saveSubscription(
        ctx.db,
        {
          broadcaster_twitch_id: pair.broadcaster_twitch_id,
          bot_twitch_id: botId,
          subscription_id: typeof sub?.id === 'string' ? sub.id : null,
          status: typeof sub?.status === 'string' ? sub.status : 'webhook_callback_verification_pending',
        },
        now,
      );
      created += 1;
    } catch (error) {
      if (error instanceof ProviderError && error.status === 409) {
        await saveSubscription(
          ctx.db,
          { broadcaster_twitch_id: pair.broadcaster_twitch_id, bot_twitch_id: botId, subscription_id: null, status: 'enabled' },
          now,
        );
      }
      // Otherwise Twitch is unreachable or refused: the next run tries again.
    }
  }
  return created;
}

/** Job 'chatbot.subscriptions' (every minute). */
export const runChatSubscriptions: JobHandler = async (ctx) => {
  await ensureChatSubscriptions(ctx);
};
