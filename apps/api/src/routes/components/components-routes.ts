import { currentUser, tokenOnly } from '../../plugins/authentication.ts';
import { errorAnswer } from '../../schemas/answers.ts';
import { campaignSlugText, idText, pathId } from '../../schemas/strings.ts';
import { componentsOf, componentTypes, componentVersionsOf } from '../../services/components-service.ts';
import type { ApiPlugin } from '../api-plugin.ts';
import { componentAnswer, typeAnswer, versionAnswer } from '../../schemas/component-schemas.ts';

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
        security: tokenOnly,
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
        security: tokenOnly,
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
        security: tokenOnly,
        querystring: { type: 'object', additionalProperties: false, required: ['component'], properties: { component: idText } },
        response: { 200: { type: 'array', items: versionAnswer }, ...errors },
      },
    },
    async (request) => componentVersionsOf(db, currentUser(request), pathId(request.query.component)),
  );
};
