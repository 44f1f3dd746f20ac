import type { FastifyInstance } from 'fastify';
import { serverMessages } from '@advocate/validation/server-messages';
import { dispatchMail } from '../../services/account-mails.ts';
import { confirmPasswordReset, passwordResetMails, type ResetConfirmation } from '../../services/password-reset.ts';
import { detailAnswer, errorAnswer } from '../shared-schemas.ts';

/**
 * POST rest-auth/password/reset/ (email → a reset link by mail; the same answer whether or not the
 * address belongs to anyone) and POST rest-auth/password/reset/confirm/ (uid, token, new password).
 */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { email: string } }>(
    '/rest-auth/password/reset/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset link to a manager address',
        body: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } },
        response: { 200: detailAnswer, 400: errorAnswer },
      },
    },
    async (request) => {
      const mails = await passwordResetMails(app.ctx, request.body);
      // Not awaited: waiting for the mail server would tell who has an account (decision 191).
      for (const mail of mails) void dispatchMail(app.ctx.mailer, mail, request.log);
      return { detail: serverMessages.resetSent };
    },
  );

  app.post<{ Body: ResetConfirmation }>(
    '/rest-auth/password/reset/confirm/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the uid and token of a reset link; signs out everywhere',
        body: {
          type: 'object',
          required: ['new_password1', 'new_password2', 'uid', 'token'],
          properties: {
            new_password1: { type: 'string' },
            new_password2: { type: 'string' },
            uid: { type: 'string' },
            token: { type: 'string' },
          },
        },
        response: { 200: detailAnswer, 400: errorAnswer },
      },
    },
    async (request) => {
      await confirmPasswordReset(app.ctx, request.body);
      return { detail: serverMessages.passwordReset };
    },
  );
}
