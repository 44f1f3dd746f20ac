import { currentUser, tokenOnly } from '../../plugins/authentication.ts';
import { errorAnswer } from '../../schemas/answers.ts';
import { nextPostProperties } from '../../schemas/next-post-properties.ts';
import { campaignSlugText } from '../../schemas/strings.ts';
import { nextChatbotPosts } from '../../services/next-chatbot-posts-service.ts';
import type { ApiPlugin } from '../api-plugin.ts';

const postAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'next_post', 'waiting_for', 'chat_lines', 'component', 'component_name', 'campaign', 'campaign_name'],
  properties: {
    username: { type: 'string', description: 'Broadcaster username' },
    ...nextPostProperties,
    component: { type: 'integer', description: 'Component id' },
    component_name: { type: 'string' },
    campaign: { type: 'string', description: 'Campaign slug' },
    campaign_name: { type: 'string' },
  },
} as const;

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/** next-chatbot-posts/ (spec 01 §2 Upcoming Chatbot Posts, §3, §7 nextChatbotPosts): the stored schedule. */
export const nextChatbotPostsRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/next-chatbot-posts/',
    {
      schema: {
        tags: ['chatbot'],
        operationId: 'listNextChatbotPosts',
        summary: 'Each broadcaster’s next chatbot post: when it posts, soonest first, or what it waits for',
        description: 'With `campaign`: managers who see it. Without: every campaign, admins only.',
        security: tokenOnly,
        querystring: { type: 'object', additionalProperties: false, properties: { campaign: campaignSlugText } },
        response: { 200: { type: 'array', items: postAnswer }, ...errors },
      },
    },
    async (request) => nextChatbotPosts(db, currentUser(request), request.query.campaign, app.ctx.now()),
  );
};
