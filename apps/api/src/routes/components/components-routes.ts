import { currentUser } from '../../plugins/authentication.ts';
import { errorAnswer } from '../../schemas/answers.ts';
import { campaignSlugText, idText, pathId } from '../../schemas/strings.ts';
import { componentsOf, componentTypes, componentVersionsOf } from '../../services/components-service.ts';
import type { ApiPlugin } from '../api-plugin.ts';

const time = { type: 'string', format: 'date-time' } as const;
const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

const typeAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'name', 'description', 'instructions', 'is_versioned', 'is_hidden', 'sort_order'],
  properties: {
    slug: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    instructions: { type: 'string' },
    is_versioned: { type: 'boolean' },
    is_hidden: { type: 'boolean' },
    sort_order: { type: 'integer' },
  },
} as const;

const versionProperties = {
  id: { type: 'integer' },
  content_id: { type: 'string' },
  sequence_number: { type: 'integer' },
  image: nullableString,
  message: nullableString,
  link: nullableString,
  created: time,
  config: { type: 'object', additionalProperties: true, description: 'Component config keys (spec 01 §3)' },
} as const;
const versionAnswer = { type: 'object', additionalProperties: false, required: ['id', 'content_id', 'sequence_number', 'image', 'message', 'link', 'created', 'config'], properties: versionProperties } as const;
const nullableVersionAnswer = { ...versionAnswer, type: ['object', 'null'] } as const;

const componentProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  type: { type: 'string', description: 'Component type slug' },
  campaign: { type: 'string', description: 'Campaign slug' },
  is_movable: { type: 'boolean' },
  is_ready: { type: 'boolean' },
  start_time: nullableTime,
  end_time: nullableTime,
  end_signal_send: nullableTime,
  daily_cap_reached: { type: 'boolean' },
  labels: { type: 'array', items: { type: 'integer' } },
  impression_cutoff: nullableInteger,
  daily_impression_cap: nullableInteger,
  keyword: nullableString,
  youtube_url: nullableString,
  description: { type: 'string' },
  versions: { type: 'array', items: versionAnswer, description: 'Newest first' },
  activeVersion: nullableVersionAnswer,
} as const;
const componentAnswer = { type: 'object', additionalProperties: false, required: [
    'id', 'name', 'type', 'campaign', 'is_movable', 'is_ready', 'start_time', 'end_time', 'end_signal_send', 'daily_cap_reached', 'labels',
    'impression_cutoff', 'daily_impression_cap', 'keyword', 'youtube_url', 'description', 'versions', 'activeVersion',
  ], properties: componentProperties } as const;

const security = [{ token: [] }];
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/** component-types/, components/, component-versions/ reads (spec 01 §3, §7). */
export const componentsRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/component-types/',
    {
      schema: {
        tags: ['components'],
        operationId: 'listComponentTypes',
        summary: 'Component types that are not hidden, in sort order',
        security,
        response: { 200: { type: 'array', items: typeAnswer }, 401: errorAnswer },
      },
    },
    async (request) => {
      currentUser(request);
      return componentTypes(db);
    },
  );

  app.get(
    '/components/',
    {
      schema: {
        tags: ['components'],
        operationId: 'listComponents',
        summary: "A campaign's components (not deleted), versions newest first",
        security,
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['campaign'],
          properties: { campaign: campaignSlugText, active: { type: 'string', enum: ['true', 'false'] } },
        },
        response: { 200: { type: 'array', items: componentAnswer }, ...errors },
      },
    },
    async (request) => componentsOf(db, currentUser(request), request.query.campaign, request.query.active === 'true', app.ctx.now()),
  );

  app.get(
    '/component-versions/',
    {
      schema: {
        tags: ['components'],
        operationId: 'listComponentVersions',
        summary: "A component's versions, newest first",
        security,
        querystring: { type: 'object', additionalProperties: false, required: ['component'], properties: { component: idText } },
        response: { 200: { type: 'array', items: versionAnswer }, ...errors },
      },
    },
    async (request) => componentVersionsOf(db, currentUser(request), pathId(request.query.component)),
  );
};
