import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';
import { DEFAULT_CHATBOT_MESSAGE_INTERVAL } from '@advocate/metrics-math';
import { LINK_PLACEHOLDER } from '@advocate/validation';
import type { Queryable } from '../../db/db.ts';
import { listBroadcasterChatbotComponents, type BroadcasterChatbotRow } from './repositories/broadcaster-chatbot-messages-repository.ts';
import type { UserRow } from '../shared/index.ts';
import { requireBroadcaster } from '../shared/index.ts';
import { trackedLinkUrl } from '../links/index.ts';
import { nextPostView, type NextPostView } from './chatbot-runtime/schedule-rule.ts';

/** One line of the broadcaster's /chatbot page (contract 3, decision 450). */
export interface BroadcasterChatbotMessage extends NextPostView {
  component_id: number;
  component: string;
  type: BroadcasterChatbotRow['type'];
  campaign: string;
  campaign_name: string;
  /** The active version's message, `{{link}}` replaced by their tracked link (else the version's link). */
  message: string;
  /** The command viewers type, for chat bot commands; null for timed posts. */
  command: string | null;
  /** Seconds between posts: config.message_interval, else the default 1200. */
  message_interval: number;
}

/** config.message_interval as seconds, when it is a positive number (or numeric text); else the default. */
export function messageIntervalOf(config: Record<string, unknown> | null): number {
  const raw = config?.message_interval;
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : DEFAULT_CHATBOT_MESSAGE_INTERVAL;
}

/** The message as chat reads it: every `{{link}}` replaced by `link`; left as written when there is none. */
export function messageWithLink(message: string | null, link: string | null): string {
  const text = message ?? '';
  return link ? text.split(LINK_PLACEHOLDER).join(link) : text;
}

/** GET broadcaster-chatbot-messages/: the signed-in broadcaster's own chatbot messages; managers 403. */
export async function broadcasterChatbotMessages(
  db: Queryable,
  user: UserRow,
  publicApiUrl: string,
  now: Date,
): Promise<BroadcasterChatbotMessage[]> {
  requireBroadcaster(user);
  const rows = await listBroadcasterChatbotComponents(db, user.id, now);
  return rows.map((row) => {
    const command = row.type === COMPONENT_TYPE.chatBotCommand && typeof row.config?.command === 'string' ? row.config.command : null;
    const link = row.link_key ? trackedLinkUrl(publicApiUrl, row.link_key) : row.link;
    return {
      component_id: row.component_id,
      component: row.component,
      type: row.type,
      campaign: row.campaign,
      campaign_name: row.campaign_name,
      message: messageWithLink(row.message, link),
      command,
      message_interval: messageIntervalOf(row.config),
      // When it really posts, or what it waits for (decision 704).
      ...nextPostView({
        nextPost: row.next_post === null ? null : new Date(row.next_post),
        now,
        startTime: row.start_time === null ? null : new Date(row.start_time),
        live: row.is_live,
        humanMessages: Number(row.human_messages),
      }),
    };
  });
}
