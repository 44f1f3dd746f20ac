import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { attachment } from '../../../plugins/attachment-header.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { financeCsv, financeFileName, financeXlsx } from '../payout-finance-files.ts';
import { closedStatementPdf } from '../payout-pdf-service.ts';
import { broadcasterNamed, requireAdmin, statementOf } from '../payout-statements-service.ts';
import { closedMonthStatements, listPayoutMonths, readPayoutMonth } from '../payouts-admin-service.ts';
import { broadcasterMonthParams, exportQuery, monthParams } from '../schemas/payout-request-schemas.ts';
import { payoutMonthAnswer, payoutMonthsAnswer, payoutStatementAnswer } from '../schemas/payout-schemas.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };
const ym = (p: { year: string; month: string }) => ({ year: Number(p.year), month: Number(p.month) });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** payouts/ (issue 30 part 3; decisions 830-836): every broadcaster's statements, for admins only. */
export const payoutsAdminRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/payouts/months/',
    {
      schema: {
        tags: ['payouts'],
        operationId: 'listPayoutMonths',
        summary: 'Closed payout months with their statements and total, newest first (admins)',
        security: tokenOnly,
        response: { 200: payoutMonthsAnswer, ...errors },
      },
    },
    async (request) => {
      requireAdmin(currentUser(request));
      return listPayoutMonths(db);
    },
  );

  app.get(
    '/payouts/:year/:month/',
    {
      schema: {
        tags: ['payouts'],
        operationId: 'readPayoutMonth',
        summary: "A closed month's statements of every broadcaster, by username (admins)",
        description: 'A month not closed is 404.',
        security: tokenOnly,
        params: monthParams,
        response: { 200: payoutMonthAnswer, ...errors },
      },
    },
    async (request) => {
      requireAdmin(currentUser(request));
      return readPayoutMonth(db, ym(request.params));
    },
  );

  app.get(
    '/payouts/:year/:month/broadcasters/:username/',
    {
      schema: {
        tags: ['payouts'],
        operationId: 'readBroadcasterPayoutStatement',
        summary: "A broadcaster's statement of a month, closed or open (admins)",
        security: tokenOnly,
        params: broadcasterMonthParams,
        response: { 200: payoutStatementAnswer, ...errors },
      },
    },
    async (request) => {
      requireAdmin(currentUser(request));
      const broadcaster = await broadcasterNamed(db, request.params.username);
      return statementOf(db, broadcaster.id, ym(request.params), app.ctx.now());
    },
  );

  app.get(
    '/payouts/:year/:month/broadcasters/:username/pdf/',
    {
      schema: {
        tags: ['payouts'],
        operationId: 'downloadBroadcasterPayoutStatementPdf',
        summary: "A broadcaster's closed statement of a month as a PDF (admins)",
        security: tokenOnly,
        params: broadcasterMonthParams,
        response: { 200: { description: 'The statement as a PDF', type: 'string', format: 'binary' }, ...errors },
      },
    },
    async (request, reply) => {
      requireAdmin(currentUser(request));
      const broadcaster = await broadcasterNamed(db, request.params.username);
      const file = await closedStatementPdf(db, broadcaster, ym(request.params));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachment(file.name))
        .header('Cache-Control', 'private, no-store')
        .send(file.bytes as unknown as string);
    },
  );

  app.get(
    '/payouts/:year/:month/export/',
    {
      schema: {
        tags: ['payouts'],
        operationId: 'exportPayoutMonth',
        summary: "A closed month's statements as CSV or Excel for finance, with a total row (admins)",
        security: tokenOnly,
        params: monthParams,
        querystring: exportQuery,
        response: { 200: { description: 'CSV or Excel', type: 'string', format: 'binary' }, ...errors },
      },
    },
    async (request, reply) => {
      requireAdmin(currentUser(request));
      const format = request.query.file_format;
      const data = await closedMonthStatements(db, ym(request.params), format === 'xlsx');
      const body = format === 'xlsx' ? await financeXlsx(data) : financeCsv(data);
      return reply
        .header('Content-Type', format === 'xlsx' ? XLSX : 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachment(financeFileName(data, format)))
        .header('Cache-Control', 'private, no-store')
        .send(body as unknown as string);
    },
  );
};
