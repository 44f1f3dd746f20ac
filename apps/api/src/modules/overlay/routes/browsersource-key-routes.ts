import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { campaignSlugText, usernameText } from '../../../schemas/strings.ts';
import { previewOverlayUrl, regenerateBrowsersourceKey } from '../overlay-links.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const tags = ['browsersource'];

/** The overlay's secrets under /api/v1 (decisions 502, 504): a new key for the broadcaster, a preview address for managers. */
export const browsersourceKeyRoutes: ApiPlugin = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/browsersource-key/',
    {
      schema: {
        tags,
        operationId: 'regenerateBrowsersourceKey',
        summary: 'Replace the signed-in broadcaster’s overlay key',
        description: 'The old overlay address stops working at once; open overlays on it are closed. Broadcasters only.',
        security: tokenOnly,
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['browsersource'],
            properties: { browsersource: { type: 'string' } },
          },
          401: errorAnswer,
          403: errorAnswer,
        },
      },
    },
    async (request) => regenerateBrowsersourceKey(ctx, currentUser(request)),
  );
  app.post(
    '/browsersource-preview/',
    {
      schema: {
        tags,
        operationId: 'previewBrowsersource',
        summary: 'A short-lived address previewing a broadcaster’s overlay for one campaign',
        description:
          'Managers who see the campaign, for a broadcaster Active on it; the preview shows that campaign only and records nothing.',
        security: tokenOnly,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['campaign', 'broadcaster'],
          properties: { campaign: campaignSlugText, broadcaster: usernameText },
        },
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['url', 'expires_at'],
            properties: { url: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' } },
          },
          400: errorAnswer,
          401: errorAnswer,
          403: errorAnswer,
          404: errorAnswer,
        },
      },
    },
    async (request) => previewOverlayUrl(ctx, currentUser(request), request.body),
  );
};
