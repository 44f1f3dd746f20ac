import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { nextPostProperties } from '../schemas/next-post-properties.ts';
import { broadcasterChatbotMessages } from '../broadcaster-chatbot-messages.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const text = { type: 'string' } as const;

/** One chatbot message of the broadcaster (spec 02 §2 Chatbot messages page; contract 3, decision 450). */
const chatbotMessageAnswer = {
  type: 'object',
  additionalProperties: false,
  required: [
    'component_id',
    'component',
    'type',
    'campaign',
    'campaign_name',
    'message',
    'command',
    'message_interval',
    'next_post',
    'waiting_for',
    'chat_lines',
  ],
  properties: {
    component_id: { type: 'integer' },
    component: { ...text, description: 'Component name' },
    type: { type: 'string', enum: ['twitch-chat-bot', 'twitch-chat-bot-command'] },
    campaign: { ...text, description: 'Campaign slug' },
    campaign_name: text,
    message: { ...text, description: 'The active version message, {{link}} replaced by the broadcaster’s tracked link' },
    command: { type: ['string', 'null'], description: 'The chat command (chat bot commands only)' },
    message_interval: { type: 'number', description: 'Seconds between posts (default 1200)' },
    ...nextPostProperties,
  },
} as const;

/** GET broadcaster-chatbot-messages/: the signed-in broadcaster's chatbot posts and commands. */
export const broadcasterChatbotMessagesRoutes: ApiPlugin = async (app) => {
  app.get(
    '/broadcaster-chatbot-messages/',
    {
      schema: {
        tags: ['broadcaster-actions'],
        operationId: 'listBroadcasterChatbotMessages',
        summary: 'The chatbot messages that reach the signed-in broadcaster, with interval and next post',
        security: tokenOnly,
        response: { 200: { type: 'array', items: chatbotMessageAnswer }, 401: errorAnswer, 403: errorAnswer },
      },
    },
    async (request) => broadcasterChatbotMessages(app.ctx.db, currentUser(request), app.ctx.config.PUBLIC_API_URL, app.ctx.now()),
  );
};
