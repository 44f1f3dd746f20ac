import { currentUser, tokenOnly } from '../../plugins/authentication.ts';
import { errorAnswer } from '../../schemas/answers.ts';
import { idText, pathId, text } from '../../schemas/strings.ts';
import { dctasOf, renderDcta, updateWidget } from '../../services/dctas-service.ts';
import type { ApiPlugin } from '../api-plugin.ts';

/** Longest text a widget keeps: one line of a graphic (decision 441). */
export const WIDGET_TEXT_MAX_LENGTH = 280;

const widgetAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'name', 'text'],
  properties: { id: { type: 'integer' }, type: { type: 'string' }, name: { type: 'string' }, text: { type: 'string' } },
} as const;

const dctaAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'component', 'rendered_image', 'widgets'],
  properties: {
    id: { type: 'integer' },
    component: { type: 'integer', description: 'Component id' },
    rendered_image: { type: ['string', 'null'], description: 'URL of the last rendered graphic (SVG)' },
    widgets: { type: 'array', items: widgetAnswer },
  },
} as const;

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/** dctas/ and widgets/ (spec 01 §3 Dynamic call to action, §7 PUT widgets then POST render). */
export const dctasRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/dctas/',
    {
      schema: {
        tags: ['dctas'],
        operationId: 'listDctas',
        summary: "A component's dynamic call to action with its text widgets",
        security: tokenOnly,
        querystring: { type: 'object', additionalProperties: false, required: ['component'], properties: { component: idText } },
        response: { 200: { type: 'array', items: dctaAnswer }, ...errors },
      },
    },
    async (request) => dctasOf(db, currentUser(request), pathId(request.query.component)),
  );

  app.put(
    '/widgets/:type/:id/',
    {
      schema: {
        tags: ['dctas'],
        operationId: 'updateWidget',
        summary: "Change a widget's text (the graphic changes on the next render)",
        security: tokenOnly,
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'id'],
          properties: { type: { type: 'string', maxLength: 32 }, id: idText },
        },
        body: { type: 'object', additionalProperties: false, required: ['text'], properties: { text: text(WIDGET_TEXT_MAX_LENGTH) } },
        response: { 200: widgetAnswer, ...errors },
      },
    },
    async (request) =>
      updateWidget(db, currentUser(request), request.params.type, pathId(request.params.id), request.body.text, app.ctx.now()),
  );

  app.post(
    '/dctas/:id/render/',
    {
      schema: {
        tags: ['dctas'],
        operationId: 'renderDcta',
        summary: 'Render the graphic from the background and the widgets',
        security: tokenOnly,
        params: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: idText } },
        response: { 200: dctaAnswer, ...errors },
      },
    },
    async (request) => renderDcta(db, app.ctx.config, currentUser(request), pathId(request.params.id), app.ctx.now()),
  );
};
