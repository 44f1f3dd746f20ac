import { createReadStream } from 'node:fs';
import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { notFound } from '../../../errors.ts';
import { findUserById } from '../../shared/users.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { campaignSlugText, idPathParams, keyText, pathId } from '../../../schemas/strings.ts';
import { REPORT_CONTENT_TYPES, reportFilePath } from '../report-files.ts';
import { checkDownloadToken } from '../report-links.ts';
import { createReport, deleteReport, reportsOf, reportToDownload } from '../reports-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { attachment } from '../../../plugins/attachment-header.ts';
import { createReportBody, reportAnswer } from './reports-schemas.ts';

const tags = ['reports'];
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/** reports/ (spec 01 §2 Reports tab, §3 Report, §7): list, create (a background job builds the file), delete, download. */
export const reportsRoutes: ApiPlugin = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/reports/',
    {
      schema: {
        tags,
        operationId: 'listReports',
        summary: "A campaign's reports, newest first",
        security: tokenOnly,
        querystring: { type: 'object', required: ['campaign'], properties: { campaign: campaignSlugText } },
        response: { 200: { type: 'array', items: reportAnswer }, ...errors },
      },
    },
    async (request) => reportsOf(ctx, currentUser(request), request.query.campaign),
  );

  app.post(
    '/reports/',
    {
      schema: {
        tags,
        operationId: 'createReport',
        summary: 'Generate a report (in the background)',
        description: 'Managers who see every campaign of the report, read-only ones too. Answers the report while it is generating.',
        security: tokenOnly,
        body: createReportBody,
        response: { 201: reportAnswer, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createReport(ctx, currentUser(request), request.body)),
  );

  app.delete(
    '/reports/:id/',
    {
      schema: {
        tags,
        operationId: 'deleteReport',
        summary: 'Delete a report and its file',
        security: tokenOnly,
        params: idPathParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errors },
      },
    },
    async (request, reply) => {
      await deleteReport(ctx, currentUser(request), pathId(request.params.id));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/reports/:id/download/',
    {
      schema: {
        tags,
        operationId: 'downloadReport',
        summary: 'The report file, by the signed address the list answers',
        description:
          'Opened by a plain link: the token names the manager it was given to and expires within an hour (decision 595). Not found when the token is wrong or expired, the report is not ready, or the manager no longer sees every campaign.',
        security: [],
        params: idPathParams,
        querystring: { type: 'object', required: ['token'], properties: { token: keyText } },
        response: { 200: { description: 'The PDF, CSV or Excel file', type: 'string', format: 'binary' }, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params.id);
      const userId = checkDownloadToken(ctx.config.SECRET_KEY, id, request.query.token, ctx.now());
      if (userId === undefined) throw notFound();
      const report = await reportToDownload(ctx, id, userId, (uid) => findUserById(ctx.db, uid));
      const stream = createReadStream(reportFilePath(ctx.config.DATA_DIR, report.file_path as string));
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', () => reject(notFound()));
      });
      return (
        reply
          .header('Content-Type', REPORT_CONTENT_TYPES[report.type])
          .header('Content-Disposition', attachment(report.file_name ?? `report-${report.id}`))
          .header('Cache-Control', 'private, no-store')
          // The 200 schema documents a file; Fastify sends a stream as it is, without serialising it.
          .send(stream as unknown as string)
      );
    },
  );
};
