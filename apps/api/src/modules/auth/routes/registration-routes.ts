import { messages } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import { badRequest, notFound } from '../../../errors.ts';
import { findUserById } from '../../shared/users.ts';
import { registrationBody, verifyEmailBody } from '../schemas/auth-bodies.ts';
import { authAnswer, detailAnswer, errorAnswer } from '../../../schemas/answers.ts';
import { dispatchMail, emailConfirmationMail } from '../account-mails.ts';
import { confirmEmail } from '../email-confirmation.ts';
import { registerManager } from '../registration.ts';
import { configuredLimits } from '../request-limits.ts';
import { serializeUser } from '../user-serializer.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

/**
 * POST rest-auth/registration/ (manager sign-up → `{key, user}`, 201) and
 * POST rest-auth/registration/verify-email/ (the key of the emailed link → `{detail: 'ok'}`).
 */
export const registrationRoutes: ApiPlugin = async (app) => {
  const limit = configuredLimits(app.ctx.config).registration;
  app.post(
    '/rest-auth/registration/',
    {
      schema: {
        tags: ['auth'],
        operationId: 'register',
        summary: 'Sign up as a manager; sends an email confirmation link (limited per address and per IP)',
        security: [],
        body: registrationBody,
        response: { 201: authAnswer, 400: errorAnswer },
      },
    },
    async (request, reply) => {
      const { db, config, mailer } = app.ctx;
      const { userId, token, confirmationKey } = await registerManager(app.ctx, request.body, {
        ip: request.ip,
        now: app.ctx.now(),
        limit,
      });
      const user = await findUserById(db, userId);
      if (!user) throw new Error('registered user not found');
      if (confirmationKey) await dispatchMail(mailer, emailConfirmationMail(user.email, config.LOGIN_URL, confirmationKey), request.log);
      return reply.code(201).send({ key: token, user: await serializeUser(db, user, config.PUBLIC_API_URL) });
    },
  );

  app.post(
    '/rest-auth/registration/verify-email/',
    {
      schema: {
        tags: ['auth'],
        operationId: 'verifyEmail',
        summary: 'Confirm an email address with the key of the emailed link',
        security: [],
        body: verifyEmailBody,
        response: { 200: detailAnswer, 400: errorAnswer, 404: detailAnswer },
      },
    },
    async (request) => {
      const { db } = app.ctx;
      const key = request.body.key.trim();
      if (key === '') throw badRequest({ key: [messages.required] });
      const now = app.ctx.now();
      await db.transaction(async (tx) => {
        if (!/^[0-9a-f]{64}$/.test(key) || !(await confirmEmail(tx, key, now))) throw notFound();
      });
      return { detail: serverMessages.emailVerified };
    },
  );
};
