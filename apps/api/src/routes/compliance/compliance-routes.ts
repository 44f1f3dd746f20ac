import { currentUser, tokenOnly } from '../../plugins/authentication.ts';
import { errorAnswer } from '../../schemas/answers.ts';
import { complianceAnswer, complianceHistoryAnswer } from '../../schemas/compliance-answer.ts';
import { campaignSlugText, usernameText } from '../../schemas/strings.ts';
import { readCompliance, readComplianceHistory } from '../../services/compliance-service.ts';
import type { ApiPlugin } from '../api-plugin.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/** compliance/ (spec 01 §2 Campaign compliance page, §3 Compliance record, §7 compliance (campaign)). */
export const complianceRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/compliance/',
    {
      schema: {
        tags: ['compliance'],
        operationId: 'readCompliance',
        summary: "A campaign's compliance per broadcaster and component, with the overall verdicts",
        description: 'Managers who see the campaign. An ended campaign answers its compliance as it stood at the end.',
        security: tokenOnly,
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['campaign'],
          properties: { campaign: campaignSlugText },
        },
        response: { 200: complianceAnswer, ...errors },
      },
    },
    async (request) => readCompliance(db, currentUser(request), request.query.campaign, app.ctx.now()),
  );

  app.get(
    '/compliance/history/',
    {
      schema: {
        tags: ['compliance'],
        operationId: 'readComplianceHistory',
        summary: "One broadcaster's compliance history on a campaign: audits and overrides, newest first",
        security: tokenOnly,
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['campaign', 'broadcaster'],
          properties: { campaign: campaignSlugText, broadcaster: usernameText },
        },
        response: { 200: complianceHistoryAnswer, ...errors },
      },
    },
    async (request) => readComplianceHistory(db, currentUser(request), request.query.campaign, request.query.broadcaster),
  );
};
