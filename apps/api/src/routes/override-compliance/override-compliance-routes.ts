import { currentUser, tokenOnly } from '../../plugins/authentication.ts';
import { errorAnswer } from '../../schemas/answers.ts';
import { overrideComplianceAnswer } from '../../schemas/compliance-answer.ts';
import { idNumber, usernameText } from '../../schemas/strings.ts';
import { overrideCompliance, VERBIAGE_MAX_LENGTH } from '../../services/compliance-override.ts';
import type { ApiPlugin } from '../api-plugin.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/** POST override-compliance/ (spec 01 §4 Compliance, §7 Compliance and posting; decision 571). */
export const overrideComplianceRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;
  app.post(
    '/override-compliance/',
    {
      schema: {
        tags: ['compliance'],
        operationId: 'overrideCompliance',
        summary: "Override one broadcaster's compliance for one component (editors, before the campaign ends)",
        description:
          'audit_time and compliance are the result the manager saw; when the record changed since, nothing is written. The override is kept in the history with who and when.',
        security: tokenOnly,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            broadcaster: usernameText,
            action: { type: 'string', maxLength: 64, description: 'override_to_noncompliant or override_to_compliant' },
            component_version_id: idNumber,
            verbiage: { type: ['string', 'null'], maxLength: VERBIAGE_MAX_LENGTH },
            audit_time: { type: 'string', maxLength: 64 },
            compliance: { type: 'boolean' },
          },
        },
        response: { 200: overrideComplianceAnswer, ...errors },
      },
    },
    async (request) => overrideCompliance(db, currentUser(request), request.body, app.ctx.now()),
  );
};
