import { serverMessages } from '@advocate/validation/server-messages';
import { resetConfirmBody, resetRequestBody } from '../schemas/auth-bodies.ts';
import { detailAnswer, errorAnswer } from '../../../schemas/answers.ts';
import { dispatchMail } from '../account-mails.ts';
import { confirmPasswordReset, passwordResetMails } from '../password-reset.ts';
import { configuredLimits, countLimitedRequest } from '../request-limits.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

/**
 * POST rest-auth/password/reset/ (email → a reset link by mail; the same answer whether or not the
 * address belongs to anyone) and POST rest-auth/password/reset/confirm/ (uid, token, new password).
 * Reset requests are limited per address (over it: the same answer, no mail) and per IP (429),
 * counted alike for addresses with and without an account (decision 273).
 */
export const passwordResetRoutes: ApiPlugin = async (app) => {
  const limit = configuredLimits(app.ctx.config)['password-reset'];
  app.post(
    '/rest-auth/password/reset/',
    {
      schema: {
        tags: ['auth'],
        operationId: 'requestPasswordReset',
        summary: 'Send a password reset link to a manager address (limited per address and per IP)',
        security: [],
        body: resetRequestBody,
        response: { 200: detailAnswer, 400: errorAnswer },
      },
    },
    async (request) => {
      const mails = await passwordResetMails(app.ctx, request.body);
      const counted = await countLimitedRequest(
        app.ctx,
        'password-reset',
        limit,
        { address: request.body.email, ip: request.ip },
        app.ctx.now(),
      );
      if (counted.addressOver) return { detail: serverMessages.resetSent };
      // Not awaited: waiting for the mail server would tell who has an account (decision 191).
      for (const mail of mails) void dispatchMail(app.ctx.mailer, mail, request.log);
      return { detail: serverMessages.resetSent };
    },
  );

  app.post(
    '/rest-auth/password/reset/confirm/',
    {
      schema: {
        tags: ['auth'],
        operationId: 'confirmPasswordReset',
        summary: 'Set a new password with the uid and token of a reset link; signs out everywhere',
        security: [],
        body: resetConfirmBody,
        response: { 200: detailAnswer, 400: errorAnswer },
      },
    },
    async (request) => {
      await confirmPasswordReset(app.ctx, request.body);
      return { detail: serverMessages.passwordReset };
    },
  );
};
