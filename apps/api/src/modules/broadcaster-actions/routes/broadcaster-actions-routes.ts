import { limits } from '@advocate/validation';
import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { actionAnswer } from '../schemas/broadcaster-action-answer.ts';
import { ADDRESS_MAX_LENGTH, campaignSlugText, idPathParams, pathId, text } from '../../../schemas/strings.ts';
import { updateAction } from '../broadcaster-actions-complete.ts';
import { actionsFor } from '../broadcaster-actions-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/** broadcaster-actions/ (contract 2; spec 01 §7, 02 §7): the work components bring, and its completion. */
export const broadcasterActionsRoutes: ApiPlugin = async (app) => {
  const { db, config } = app.ctx;

  app.get(
    '/broadcaster-actions/',
    {
      schema: {
        tags: ['broadcaster-actions'],
        operationId: 'listBroadcasterActions',
        summary: "Broadcaster actions, newest first: a broadcaster's own, or a campaign's for its editors",
        security: tokenOnly,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { campaign: campaignSlugText, completed: { type: 'string', enum: ['true', 'false'] } },
        },
        response: { 200: { type: 'array', items: actionAnswer }, ...errors },
      },
    },
    async (request) => {
      const { campaign, completed } = request.query;
      return actionsFor(
        db,
        currentUser(request),
        { campaign, completed: completed === undefined ? undefined : completed === 'true' },
        config.PUBLIC_API_URL,
      );
    },
  );

  app.patch(
    '/broadcaster-actions/:id/',
    {
      schema: {
        tags: ['broadcaster-actions'],
        operationId: 'updateBroadcasterAction',
        summary: 'Complete an action (mark_complete, send_tweet, send_retweet) or reopen the latest completed one (mark_incomplete)',
        security: tokenOnly,
        params: idPathParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['completion_action'],
          properties: {
            completion_action: { type: 'string', enum: ['mark_complete', 'mark_incomplete', 'send_tweet', 'send_retweet'] },
            completion_data: {
              type: 'object',
              additionalProperties: false,
              properties: {
                // The 280-character rule answers its own message; the schema bound only keeps bodies small.
                tweet_text: text(limits.tweetMaxLength * 8),
                tweet_url: text(ADDRESS_MAX_LENGTH),
                manual: { type: 'boolean' },
              },
            },
          },
        },
        response: { 200: actionAnswer, ...errors },
      },
    },
    async (request) =>
      updateAction({ db, config, now: app.ctx.now(), log: request.log }, currentUser(request), pathId(request.params.id), request.body),
  );
};
