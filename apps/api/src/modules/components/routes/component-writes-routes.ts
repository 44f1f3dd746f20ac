import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { badRequest } from '../../../errors.ts';
import { detailAnswer, errorAnswer } from '../../../schemas/answers.ts';
import { idPathParams, pathId } from '../../../schemas/strings.ts';
import { requireManager } from '../../shared/index.ts';
import { createComponent } from '../components-create.ts';
import { unknownFieldErrors, type ComponentBody } from '../components-input.ts';
import type { ComponentUploads } from '../components-media.ts';
import { deleteComponent, updateComponent } from '../components-update.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { COMPONENT_MULTIPART_LIMITS, readComponentMultipart } from './component-multipart.ts';
import { componentAnswer, componentCreateBody, componentUpdateBody } from '../schemas/component-schemas.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 413: detailAnswer, 415: detailAnswer };

/**
 * Runs before the schema: a broadcaster is refused before any file is read; a multipart body becomes
 * the JSON body plus the files kept aside; fields the route does not take answer 'Not a valid
 * component field' (the schema would drop them silently).
 */
function prepareBody(uploads: WeakMap<FastifyRequest, ComponentUploads>, allowed: readonly string[]) {
  return async (request: FastifyRequest) => {
    requireManager(currentUser(request));
    if (request.isMultipart()) {
      const read = await readComponentMultipart(request);
      request.body = read.body;
      uploads.set(request, read.uploads);
    }
    const unknown = unknownFieldErrors(request.body, allowed);
    if (Object.keys(unknown).length > 0) throw badRequest(unknown);
  };
}

/** POST components/, PATCH and DELETE components/{id}/ (spec 01 §7; contract 1), JSON or multipart. */
export const componentWritesRoutes: ApiPlugin = async (app) => {
  await app.register(multipart, { limits: COMPONENT_MULTIPART_LIMITS, throwFileSizeLimit: false });
  const uploads = new WeakMap<FastifyRequest, ComponentUploads>();

  app.post(
    '/components/',
    {
      preValidation: prepareBody(uploads, Object.keys(componentCreateBody.properties)),
      schema: {
        tags: ['components'],
        operationId: 'createComponent',
        summary: 'Create a component (JSON, or multipart with its image/video or widget zip)',
        security: tokenOnly,
        consumes: ['application/json', 'multipart/form-data'],
        body: componentCreateBody,
        response: { 201: componentAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body as ComponentBody & { campaign: string; type: string };
      return reply.code(201).send(await createComponent(app.ctx, currentUser(request), body, uploads.get(request) ?? {}));
    },
  );

  app.patch(
    '/components/:id/',
    {
      preValidation: prepareBody(uploads, Object.keys(componentUpdateBody.properties)),
      schema: {
        tags: ['components'],
        operationId: 'updateComponent',
        summary: 'Change a component: new version, reactivated version, archive (end_time) or reactivation',
        security: tokenOnly,
        consumes: ['application/json', 'multipart/form-data'],
        params: idPathParams,
        body: componentUpdateBody,
        response: { 200: componentAnswer, ...errors },
      },
    },
    async (request) =>
      updateComponent(app.ctx, currentUser(request), pathId(request.params.id), request.body as ComponentBody, uploads.get(request) ?? {}),
  );

  app.delete(
    '/components/:id/',
    {
      schema: {
        tags: ['components'],
        operationId: 'deleteComponent',
        summary: 'Delete a component, or with archive=true end it now',
        security: tokenOnly,
        params: idPathParams,
        querystring: { type: 'object', additionalProperties: false, properties: { archive: { type: 'string', enum: ['true', 'false'] } } },
        response: { 204: { type: 'null', description: 'Deleted or archived' }, ...errors },
      },
    },
    async (request, reply) => {
      await deleteComponent(app.ctx, currentUser(request), pathId(request.params.id), request.query.archive === 'true');
      return reply.code(204).send(null);
    },
  );
};
