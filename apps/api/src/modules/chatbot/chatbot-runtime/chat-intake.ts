import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';
import type { AppContext } from '../../../context/app-context.ts';
import {
  addHumanMessage,
  broadcasterByTwitchId,
  claimCommandSlot,
  insertChatbotPost,
  isChatbotAccount,
  listChatbotPairs,
  markSeen,
  saveSubscription,
  setSubscriptionStatus,
  type ChatbotPairRow,
} from '../repositories/chatbot-runtime-repository.ts';
import { chatLine } from './post-loop.ts';
import { COMMAND_COOLDOWN_SECONDS, isCommand, KNOWN_CHAT_BOTS } from './schedule-rule.ts';
import { eventSubSignatureValid, eventSubTimestampFresh } from './signature.ts';
import { sendChatMessage } from './twitch-helix.ts';

/** The EventSub headers Twitch sends with every webhook message (lower-cased as Node reads them). */
export interface EventSubHeaders {
  id?: string;
  timestamp?: string;
  signature?: string;
  type?: string;
}

/** What the route answers. */
export type EventSubAnswer =
  { status: 200; text: string } | { status: 204 } | { status: 403; detail: string } | { status: 400; detail: string };

interface ChatEvent {
  broadcaster_user_id?: unknown;
  chatter_user_id?: unknown;
  chatter_user_login?: unknown;
  message_id?: unknown;
  message?: { text?: unknown } | null;
}

interface Subscription {
  id?: unknown;
  type?: unknown;
  status?: unknown;
  condition?: { broadcaster_user_id?: unknown; user_id?: unknown };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * One EventSub webhook message (issue 8 Chatbot; decision 531): the signature (HMAC-SHA256 of id +
 * timestamp + raw body with TWITCH_EVENTSUB_SECRET) must match and the timestamp be within 10
 * minutes, else 403; a message id seen before is acknowledged and ignored. A verification answers
 * the challenge; a revocation forgets the subscription; a channel.chat.message from a person counts
 * towards the channel's next post and may be a chat bot command, answered at most once per 30 s.
 */
export async function handleEventSub(ctx: AppContext, headers: EventSubHeaders, rawBody: string): Promise<EventSubAnswer> {
  const { id, timestamp, signature, type } = headers;
  if (!id || !timestamp || !signature || !eventSubSignatureValid(ctx.config.TWITCH_EVENTSUB_SECRET, id, timestamp, rawBody, signature)) {
    return { status: 403, detail: 'Invalid signature.' };
  }
  const now = ctx.now();
  if (!eventSubTimestampFresh(timestamp, now)) return { status: 403, detail: 'Message too old.' };
  let body: { challenge?: unknown; subscription?: Subscription; event?: ChatEvent };
  try {
    body = JSON.parse(rawBody) as typeof body;
  } catch {
    return { status: 400, detail: 'The body is not JSON.' };
  }
  if (!body || typeof body !== 'object') return { status: 400, detail: 'The body is not JSON.' };
  const subscription = body.subscription ?? {};

  if (type === 'webhook_callback_verification') {
    const challenge = str(body.challenge);
    if (!challenge) return { status: 400, detail: 'No challenge.' };
    const broadcaster = str(subscription.condition?.broadcaster_user_id);
    const bot = str(subscription.condition?.user_id);
    if (broadcaster && bot) {
      await saveSubscription(
        ctx.db,
        { broadcaster_twitch_id: broadcaster, bot_twitch_id: bot, subscription_id: str(subscription.id) || null, status: 'enabled' },
        now,
      );
    }
    return { status: 200, text: challenge };
  }

  if (type === 'notification' && subscription.type === 'channel.chat.message' && body.event) {
    await chatMessage(ctx, id, body.event, now);
    return { status: 204 };
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await markSeen(tx, `eventsub:${id}`, now))) return;
    if (type === 'revocation' && str(subscription.id))
      await setSubscriptionStatus(tx, str(subscription.id), str(subscription.status) || 'revoked');
  });
  return { status: 204 };
}

/** A chat line: counted when a person wrote it (once, though every chatbot subscribed to the channel hears it), and answered when it is a command. */
async function chatMessage(ctx: AppContext, eventSubId: string, event: ChatEvent, now: Date): Promise<void> {
  const channelId = str(event.broadcaster_user_id);
  const chatterId = str(event.chatter_user_id);
  const chatterLogin = str(event.chatter_user_login).toLowerCase();
  const text = str(event.message?.text);
  const messageId = str(event.message_id);
  const reply = await ctx.db.transaction(async (tx): Promise<ChatbotPairRow | null> => {
    if (!(await markSeen(tx, `eventsub:${eventSubId}`, now))) return null;
    const broadcasterId = await broadcasterByTwitchId(tx, channelId);
    if (broadcasterId === undefined || !channelId || !messageId) return null;
    if (!(await markSeen(tx, `chat:${messageId}`, now))) return null;
    if (KNOWN_CHAT_BOTS.has(chatterLogin) || (await isChatbotAccount(tx, chatterId, chatterLogin))) return null;
    await addHumanMessage(tx, broadcasterId, now);
    const commands = (await listChatbotPairs(tx, now, broadcasterId)).filter(
      (p) =>
        p.type === COMPONENT_TYPE.chatBotCommand &&
        (p.start_time === null || new Date(p.start_time) <= now) &&
        typeof p.config?.command === 'string' &&
        isCommand(text, p.config.command),
    );
    if (commands.length === 0) return null;
    return (await claimCommandSlot(tx, broadcasterId, now, COMMAND_COOLDOWN_SECONDS)) ? commands[0] : null;
  });
  if (!reply) return;
  const message = chatLine(ctx, reply);
  const sent = message
    ? await sendChatMessage(ctx, reply.chatbot_account_id, reply.broadcaster_twitch_id, message)
    : { ok: false as const, error: 'The message is empty' };
  await insertChatbotPost(ctx.db, {
    campaignId: reply.campaign_id,
    componentId: reply.component_id,
    broadcasterId: reply.broadcaster_id,
    chatbotAccountId: reply.chatbot_account_id,
    channel: reply.channel,
    message,
    postedAt: ctx.now(),
    succeeded: sent.ok,
    error: sent.ok ? null : sent.error,
  });
}
