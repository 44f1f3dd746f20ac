import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { clientKey } from '../../../plugins/rate-limits.ts';
import { throttled } from '../../../errors.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { slugParams } from '../../../schemas/strings.ts';
import { answerPanelStream } from '../../../platform/live/panel-stream.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import type { UserRow } from '../../shared/index.ts';
import {
  broadcasterLive,
  broadcasterLiveTopic,
  campaignLive,
  campaignLiveTopic,
  livePanelTopic,
  panelStillAllowed,
  type LiveTopic,
} from '../live-view.ts';
import { broadcasterLiveAnswer, campaignLiveAnswer } from '../schemas/live-view-schemas.ts';

const tags = ['live'];
const errors = { 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };
/** Seconds a client refused for too many open panels is told to wait. */
const STREAM_RETRY_SECONDS = 30;
const eventStream = (description: string) => ({
  description,
  content: { 'text/event-stream': { schema: { type: 'string' } } },
});

/**
 * The live views (issue 30 part 1; decisions 790, 791): the "Live now" panel of a campaign's
 * overview (managers who see the campaign) and the studio's own-channel block (broadcasters), each
 * as one answer and as an event stream of `snapshot` events pushed through the live hub.
 */
export const liveViewRoutes: ApiPlugin = async (app) => {
  const { db, config } = app.ctx;
  const { panels, panelSlots } = app.live;

  /** Opens the event stream of `topic` for the signed-in user, re-checking `check` while it is open. */
  async function stream(
    request: FastifyRequest,
    reply: FastifyReply,
    topic: LiveTopic,
    check: (user: UserRow) => Promise<unknown> | unknown,
  ): Promise<void> {
    const user = currentUser(request);
    const credential = request.credential;
    if (credential?.scheme !== 'token') throw new Error('a live panel stream needs a sign-in token');
    const release = await panelSlots.take(`user:${user.id}`, clientKey(request));
    if (!release) throw throttled(STREAM_RETRY_SECONDS);
    await answerPanelStream(request, reply, {
      release,
      open: (client) => panels.open(livePanelTopic(db, topic), client),
      stillAllowed: () => panelStillAllowed(db, config, { key: credential.key, userId: user.id }, check, app.ctx.now()),
      recheckMs: config.LIVE_PANEL_RECHECK_SECONDS * 1000,
      onError: (error) => app.log.error(error),
    });
  }

  app.get(
    '/campaigns/:slug/live/',
    {
      schema: {
        tags,
        operationId: 'campaignLive',
        summary: "A campaign's live channels and its last 30 minutes of clicks and conversions",
        security: tokenOnly,
        params: slugParams,
        response: { 200: campaignLiveAnswer, ...errors },
      },
    },
    async (request) => {
      const topic = await campaignLiveTopic(db, currentUser(request), request.params.slug);
      return (await campaignLive(db, topic.campaignId, app.ctx.now())).answer;
    },
  );

  app.get(
    '/campaigns/:slug/live/events/',
    {
      schema: {
        tags,
        operationId: 'campaignLiveEvents',
        summary: "Server-sent events of a campaign's live panel",
        description:
          'An event stream: a `snapshot` event (the answer of campaigns/{slug}/live/) at once and after each change, within seconds; `revoked` before it ends when the sign-in ends or the campaign is out of reach. At most LIVE_PANEL_STREAMS_PER_USER open per user and LIVE_PANEL_STREAMS_PER_IP per address (429).',
        security: tokenOnly,
        params: slugParams,
        response: { 200: eventStream('`snapshot` and `revoked` events'), 429: errorAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const slug = request.params.slug;
      const topic = await campaignLiveTopic(db, currentUser(request), slug);
      await stream(request, reply, topic, (user) => campaignLiveTopic(db, user, slug));
    },
  );

  app.get(
    '/broadcaster-live/',
    {
      schema: {
        tags,
        operationId: 'broadcasterLive',
        summary: "The signed-in broadcaster's live streams and their last 30 minutes of clicks",
        security: tokenOnly,
        response: { 200: broadcasterLiveAnswer, ...errors },
      },
    },
    async (request) => {
      const topic = broadcasterLiveTopic(currentUser(request));
      return (await broadcasterLive(db, topic.broadcasterId, app.ctx.now())).answer;
    },
  );

  app.get(
    '/broadcaster-live/events/',
    {
      schema: {
        tags,
        operationId: 'broadcasterLiveEvents',
        summary: "Server-sent events of the signed-in broadcaster's live block",
        description:
          'An event stream: a `snapshot` event (the answer of broadcaster-live/) at once and after each change, within seconds; `revoked` before it ends when the sign-in ends.',
        security: tokenOnly,
        response: { 200: eventStream('`snapshot` and `revoked` events'), 429: errorAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const topic = broadcasterLiveTopic(currentUser(request));
      await stream(request, reply, topic, (user) => broadcasterLiveTopic(user));
    },
  );
};
