import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { attachment } from '../../../plugins/attachment-header.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { requireBroadcaster } from '../../shared/index.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { closedStatementPdf } from '../payout-pdf-service.ts';
import { listStatements, statementOf } from '../payout-statements-service.ts';
import { monthParams } from '../schemas/payout-request-schemas.ts';
import { payoutStatementAnswer, payoutStatementListAnswer } from '../schemas/payout-schemas.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };
const pdfAnswer = { description: 'The statement as a PDF', type: 'string', format: 'binary' } as const;
const ym = (p: { year: string; month: string }) => ({ year: Number(p.year), month: Number(p.month) });

/**
 * payout-statements/ (issue 30 part 3; decisions 830-836): the signed-in broadcaster's own monthly
 * statements. Managers get 403.
 */
export const payoutStatementsRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/payout-statements/',
    {
      schema: {
        tags: ['payouts'],
        operationId: 'listPayoutStatements',
        summary: "The signed-in broadcaster's statements: open months first, then closed ones newest first",
        security: tokenOnly,
        response: { 200: payoutStatementListAnswer, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireBroadcaster(user);
      return listStatements(db, user.id, app.ctx.now());
    },
  );

  app.get(
    '/payout-statements/:year/:month/',
    {
      schema: {
        tags: ['payouts'],
        operationId: 'readPayoutStatement',
        summary: "The signed-in broadcaster's statement of a month: closed, or open and computed live",
        description: 'A future month, or a closed month without a statement, is 404.',
        security: tokenOnly,
        params: monthParams,
        response: { 200: payoutStatementAnswer, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireBroadcaster(user);
      return statementOf(db, user.id, ym(request.params), app.ctx.now());
    },
  );

  app.get(
    '/payout-statements/:year/:month/pdf/',
    {
      schema: {
        tags: ['payouts'],
        operationId: 'downloadPayoutStatementPdf',
        summary: "The signed-in broadcaster's closed statement of a month as a PDF",
        description: 'Closed statements only; an open month is 404.',
        security: tokenOnly,
        params: monthParams,
        response: { 200: pdfAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      requireBroadcaster(user);
      const file = await closedStatementPdf(db, { id: user.id, username: user.username }, ym(request.params));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachment(file.name))
        .header('Cache-Control', 'private, no-store')
        .send(file.bytes as unknown as string);
    },
  );
};
