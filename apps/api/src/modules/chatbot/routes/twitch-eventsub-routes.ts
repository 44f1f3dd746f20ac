import { errorAnswer } from '../../../schemas/answers.ts';
import { handleEventSub } from '../chatbot-runtime/chat-intake.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST twitch/eventsub/: Twitch EventSub webhook (channel.chat.message) for the chatbot (decision
 * 531). No sign-in: the HMAC signature with TWITCH_EVENTSUB_SECRET is the credential, checked on
 * the raw body, so this module reads JSON bodies as text.
 */
export const twitchEventSubRoutes: ApiPlugin = async (app) => {
  // Only within this module (Fastify encapsulation): the signature is over the exact bytes Twitch sent.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: 1_048_576 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/twitch/eventsub/',
    {
      schema: {
        tags: ['chatbot'],
        operationId: 'twitchEventSub',
        summary: 'Twitch EventSub webhook: chat messages for the chatbot, signed by Twitch',
        security: [],
        response: { 200: { type: 'string' }, 204: { type: 'null' }, 400: errorAnswer, 403: errorAnswer },
      },
    },
    async (request, reply) => {
      const answer = await handleEventSub(
        app.ctx,
        {
          id: header(request.headers['twitch-eventsub-message-id']),
          timestamp: header(request.headers['twitch-eventsub-message-timestamp']),
          signature: header(request.headers['twitch-eventsub-message-signature']),
          type: header(request.headers['twitch-eventsub-message-type']),
        },
        typeof request.body === 'string' ? request.body : '',
      );
      if (answer.status === 200) return reply.code(200).type('text/plain; charset=utf-8').send(answer.text);
      if (answer.status === 204) return reply.code(204).send(null);
      return reply.code(answer.status).send({ detail: answer.detail });
    },
  );
};
