import { currentUser, tokenOnly } from '../../plugins/authentication.ts';
import { errorAnswer } from '../../schemas/answers.ts';
import { text, usernameText } from '../../schemas/strings.ts';
import { postChatbotMessage } from '../../services/chatbot-post-service.ts';
import type { ApiPlugin } from '../api-plugin.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };
/** Twitch refuses chat messages above 500 characters. */
const messageText = text(500);

const postedAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['posts'],
  properties: { posts: { type: 'integer', description: 'Posts queued, one per channel' } },
} as const;

const campaignBody = {
  type: 'object',
  required: ['campaign', 'text'],
  properties: { campaign: { ...text(100), description: "A campaign slug, or '__ALL_LIVE__'" }, text: messageText },
} as const;

const channelBody = {
  type: 'object',
  required: ['broadcaster', 'text'],
  properties: {
    broadcaster: { ...usernameText, description: "A broadcaster's username, or '__ALL_LIVE__'" },
    text: messageText,
    chatbot_channel: { ...text(150), description: "The chatbot account's login to post as; the default account when absent" },
  },
} as const;

/** POST post-chatbot/campaign/ and post-chatbot/channel/ (spec 01 §7 Compliance and posting; admins only). */
export const postChatbotRoutes: ApiPlugin = async (app) => {
  app.post(
    '/post-chatbot/campaign/',
    {
      schema: {
        tags: ['chatbot'],
        operationId: 'postChatbotToCampaign',
        summary: "Queue a chatbot post in the live channels of a campaign, or of every campaign with '__ALL_LIVE__' (admins)",
        security: tokenOnly,
        body: campaignBody,
        response: { 200: postedAnswer, ...errors },
      },
    },
    async (request) => postChatbotMessage(app.ctx.db, currentUser(request), { target: 'campaign', ...request.body }, app.ctx.now()),
  );

  app.post(
    '/post-chatbot/channel/',
    {
      schema: {
        tags: ['chatbot'],
        operationId: 'postChatbotToChannel',
        summary: "Queue a chatbot post in one broadcaster's channel, or every live channel with '__ALL_LIVE__' (admins)",
        security: tokenOnly,
        body: channelBody,
        response: { 200: postedAnswer, ...errors },
      },
    },
    async (request) => postChatbotMessage(app.ctx.db, currentUser(request), { target: 'channel', ...request.body }, app.ctx.now()),
  );
};
