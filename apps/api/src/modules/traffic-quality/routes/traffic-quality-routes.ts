import { limits } from '@advocate/validation';
import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { campaignSlugText, idText, pathId, text } from '../../../schemas/strings.ts';
import { trafficFlagAnswer, trafficQualityAnswer } from '../schemas/traffic-quality-answer.ts';
import { dismissTrafficFlag, readTrafficQuality } from '../traffic-quality-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };
const dismissErrors = { ...errors, 409: errorAnswer };

/** traffic-quality/ and traffic-flags/ (issue 30 part 2; decisions 810-815). */
export const trafficQualityRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/traffic-quality/',
    {
      schema: {
        tags: ['traffic-quality'],
        operationId: 'readTrafficQuality',
        summary: "A campaign's traffic quality: click and conversion shares per channel, and its anomaly flags with their history",
        description: 'Managers who see the campaign. Campaign to date; open flags first, then newest first.',
        security: tokenOnly,
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['campaign'],
          properties: { campaign: campaignSlugText },
        },
        response: { 200: trafficQualityAnswer, ...errors },
      },
    },
    async (request) => readTrafficQuality(db, currentUser(request), request.query.campaign),
  );

  app.post(
    '/traffic-flags/:id/dismiss/',
    {
      schema: {
        tags: ['traffic-quality'],
        operationId: 'dismissTrafficFlag',
        summary: 'Dismiss an open traffic flag with a note; its clicks count again in payouts, except those another open flag holds',
        description:
          "Managers who may edit the campaign, also after it ended. The note is required, and so is the flag's `updated_at` as the caller read it: when clicks joined the flag since (its `updated_at` moved), 409 and nothing changes; read the flag again.",
        security: tokenOnly,
        params: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: idText } },
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            note: text(limits.dismissalNoteMaxLength),
            updated_at: { type: 'string', format: 'date-time', maxLength: 40, description: "The flag's updated_at as the caller read it." },
          },
        },
        response: { 200: trafficFlagAnswer, ...dismissErrors },
      },
    },
    async (request) => dismissTrafficFlag(db, currentUser(request), pathId(request.params.id), request.body ?? {}, app.ctx.now()),
  );
};
