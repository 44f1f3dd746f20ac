import type { FastifyInstance } from 'fastify';
import { messages } from '@advocate/validation';
import { serverMessages } from '@advocate/validation/server-messages';
import { badRequest, notFound } from '../../plugins/error-handler.ts';
import { findUserById } from '../../repositories/users-repository.ts';
import { dispatchMail, emailConfirmationMail } from '../../services/account-mails.ts';
import { confirmEmail } from '../../services/email-confirmation.ts';
import { registerManager, type RegistrationBody } from '../../services/registration.ts';
import { serializeUser } from '../../services/user-serializer.ts';
import { authAnswer, detailAnswer, errorAnswer } from '../shared-schemas.ts';

/**
 * POST rest-auth/registration/ (manager sign-up → `{key, user}`, 201) and
 * POST rest-auth/registration/verify-email/ (the key of the emailed link → `{detail: 'ok'}`).
 */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: RegistrationBody }>(
    '/rest-auth/registration/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign up as a manager; sends an email confirmation link',
        body: {
          type: 'object',
          required: ['email', 'password1', 'password2'],
          properties: {
            email: { type: 'string' },
            password1: { type: 'string' },
            password2: { type: 'string' },
            username: { type: 'string', description: 'Equal to the email; the email is used as username.' },
          },
        },
        response: { 201: authAnswer, 400: errorAnswer },
      },
    },
    async (request, reply) => {
      const { db, config, mailer } = app.ctx;
      const { userId, token, confirmationKey } = await registerManager(db, request.body);
      const user = await findUserById(db, userId);
      if (!user) throw new Error('registered user not found');
      await dispatchMail(mailer, emailConfirmationMail(user.email, config.LOGIN_URL, confirmationKey), request.log);
      return reply.code(201).send({ key: token, user: await serializeUser(db, user, config.PUBLIC_API_URL) });
    },
  );

  app.post<{ Body: { key: string } }>(
    '/rest-auth/registration/verify-email/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address with the key of the emailed link',
        body: { type: 'object', required: ['key'], properties: { key: { type: 'string' } } },
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
}
