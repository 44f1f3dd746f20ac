import type { FromSchema } from 'json-schema-to-ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { idNumber, keyText, usernameText } from '../../../schemas/strings.ts';
import {
  overlayBroadcaster,
  pendingRequests,
  recordDisplay,
  recordTestPatternShown,
  recordVideoPlay,
} from '../overlay-media/overlay-reports.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

/**
 * What the browser source overlay reports and asks for (issue 8, decisions 510-512), beside its page
 * `GET /browsersource/{username}/`. No sign-in: the overlay's address is the secret, so every call
 * carries `?key=` (the broadcaster's browsersource key); any other key, or none (the console's
 * preview), answers 404 and records nothing.
 */

const security: [] = [];
const errors = { 400: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const tags = ['browsersource'];

const userParams = { type: 'object', required: ['username'], properties: { username: usernameText } } as const;
const patternParams = {
  type: 'object',
  required: ['username', 'id'],
  properties: { username: usernameText, id: { type: 'string', pattern: '^[1-9][0-9]{0,17}$', maxLength: 18 } },
} as const;
const keyQuery = { type: 'object', properties: { key: keyText } } as const;

const displayBody = {
  type: 'object',
  additionalProperties: false,
  required: ['component', 'version', 'started_at', 'seconds'],
  properties: {
    component: idNumber,
    version: idNumber,
    started_at: { type: 'string', format: 'date-time', maxLength: 40 },
    seconds: { type: 'integer', minimum: 1, maximum: 86400 },
  },
} as const;

const pendingVideo = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'component_id', 'campaign_id', 'video_file', 'youtube_url', 'requested_at'],
  properties: {
    id: { type: 'integer' },
    component_id: { type: 'integer' },
    campaign_id: { type: 'integer' },
    video_file: { type: ['string', 'null'] },
    youtube_url: { type: ['string', 'null'] },
    requested_at: { type: 'string', format: 'date-time' },
  },
} as const;

const pendingPattern = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'size', 'requested_at'],
  properties: {
    id: { type: 'integer' },
    size: { type: 'string', enum: ['1920x1080', '1600x900', '1280x720'] },
    requested_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const pendingAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['videos', 'test_patterns'],
  properties: { videos: { type: 'array', items: pendingVideo }, test_patterns: { type: 'array', items: pendingPattern } },
} as const;
export type PendingAnswer = FromSchema<typeof pendingAnswer>;

export const browsersourceReportsRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/browsersource/:username/displays/',
    {
      schema: {
        tags,
        operationId: 'reportOverlayDisplay',
        summary: 'Record a live graphic display of an overlay',
        description:
          'One display: the component and version shown, when it started and for how many seconds. Refused (nothing stored) when the graphic was not in rotation for the broadcaster, the seconds exceed its duration, the start is in the future or over an hour old, or it overlaps a display already recorded (409).',
        security,
        params: userParams,
        querystring: keyQuery,
        body: displayBody,
        response: {
          201: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'impressions', 'viewers'],
            properties: { id: { type: 'integer' }, impressions: { type: 'integer' }, viewers: { type: 'integer' } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const broadcaster = await overlayBroadcaster(db, request.params.username, request.query.key);
      return reply.code(201).send(await recordDisplay(db, broadcaster, request.body, app.ctx.now()));
    },
  );

  app.post(
    '/browsersource/:username/video-plays/',
    {
      schema: {
        tags,
        operationId: 'reportOverlayVideoPlay',
        summary: 'Record the play of a fullscreen video trigger',
        description:
          'The first report of a pending trigger records the play with the viewer count at that moment; any later one answers 409.',
        security,
        params: userParams,
        querystring: keyQuery,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['trigger'],
          properties: { trigger: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
        },
        response: {
          201: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'viewers', 'impressions'],
            properties: { id: { type: 'integer' }, viewers: { type: 'integer' }, impressions: { type: 'integer' } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const broadcaster = await overlayBroadcaster(db, request.params.username, request.query.key);
      return reply.code(201).send(await recordVideoPlay(db, broadcaster, request.body.trigger, app.ctx.now()));
    },
  );

  app.post(
    '/browsersource/:username/test-patterns/:id/shown/',
    {
      schema: {
        tags,
        operationId: 'reportOverlayTestPatternShown',
        summary: 'Record that an overlay showed a test pattern',
        security,
        params: patternParams,
        querystring: keyQuery,
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['shown_at'],
            properties: { shown_at: { type: 'string', format: 'date-time' } },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      const broadcaster = await overlayBroadcaster(db, request.params.username, request.query.key);
      return recordTestPatternShown(db, broadcaster, Number(request.params.id), app.ctx.now());
    },
  );

  app.get(
    '/browsersource/:username/pending/',
    {
      schema: {
        tags,
        operationId: 'overlayPendingRequests',
        summary: 'Fullscreen videos and test patterns an overlay still has to play',
        description: 'Video triggers not yet played and test patterns not yet shown, asked for within the last hour, oldest first.',
        security,
        params: userParams,
        querystring: keyQuery,
        response: { 200: pendingAnswer, ...errors },
      },
    },
    async (request) => {
      const broadcaster = await overlayBroadcaster(db, request.params.username, request.query.key);
      return pendingRequests(db, broadcaster, app.ctx.now());
    },
  );
};
