import { currentUser, tokenOnly } from '../../plugins/authentication.ts';
import { errorAnswer } from '../../schemas/answers.ts';
import { text } from '../../schemas/strings.ts';
import { triggerCompliance } from '../../services/audits/trigger-compliance.ts';
import type { ApiPlugin } from '../api-plugin.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };
const time = { type: 'string', format: 'date-time' } as const;

/** The audit a trigger queued (or the one already under way), and when the last one finished. */
export const triggeredAuditAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'campaign', 'status', 'requested_at', 'started_at', 'last_audit_at'],
  properties: {
    id: { type: 'integer' },
    campaign: { type: 'string' },
    status: { type: 'string', enum: ['queued', 'running'] },
    requested_at: time,
    started_at: { type: ['string', 'null'], format: 'date-time' },
    last_audit_at: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

/** POST trigger-compliance/ (spec 01 §2 'Trigger Audit', §7; issue 8 audits; decision 550). */
export const triggerComplianceRoutes: ApiPlugin = async (app) => {
  app.post(
    '/trigger-compliance/',
    {
      schema: {
        tags: ['compliance'],
        operationId: 'triggerCompliance',
        summary: 'Queue a compliance audit of a campaign',
        description:
          'Managers who may edit the campaign, while it has not ended. Answers 202 with the queued audit; while one is queued or running, that one (a second click queues nothing). Results arrive in compliance/ when the audit has run.',
        security: tokenOnly,
        body: { type: 'object', additionalProperties: false, properties: { campaign: text(100) } },
        response: { 202: triggeredAuditAnswer, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await triggerCompliance(app.ctx, currentUser(request), request.body ?? {})),
  );
};
