import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { currentUser, tokenOnly } from '../../plugins/authentication.ts';
import { detailAnswer, errorAnswer, userAnswer } from '../../schemas/answers.ts';
import { userUpdateBody, type ProfileUpdateBody } from '../../schemas/user-update-body.ts';
import { dispatchMail } from '../../services/account-mails.ts';
import { updateOwnProfile, type ProfileUpload } from '../../services/profile-update.ts';
import { MAX_IMAGE_BYTES } from '../../services/uploads.ts';
import { readProfileMultipart } from './profile-multipart.ts';
import type { ApiPlugin } from '../api-plugin.ts';

/**
 * PUT rest-auth/user/: the signed-in user's own profile, as JSON or as multipart form data with a
 * stream preview screenshot (spec 00 §7, 02 §7). Multipart is accepted by this route only. A sign-in
 * token only: an API key changes no account (decision 260); a new email needs `current_password`
 * and signs out the other sessions (decision 264).
 */
export const userUpdateRoute: ApiPlugin = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 100, parts: 110, fieldSize: app.ctx.config.BODY_LIMIT_BYTES },
  });
  const uploads = new WeakMap<FastifyRequest, ProfileUpload>();

  app.put(
    '/rest-auth/user/',
    {
      // Multipart text parts become the JSON body the schema checks; the file is kept aside.
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        const { body, upload } = await readProfileMultipart(request);
        request.body = body as unknown as ProfileUpdateBody;
        if (upload) uploads.set(request, upload);
      },
      schema: {
        tags: ['auth'],
        operationId: 'updateUser',
        summary: 'Update the signed-in user (JSON, or multipart with a screenshot file)',
        security: tokenOnly,
        consumes: ['application/json', 'multipart/form-data'],
        body: userUpdateBody,
        response: { 200: userAnswer, 400: errorAnswer, 401: detailAnswer, 413: detailAnswer, 415: detailAnswer, 429: detailAnswer },
      },
    },
    async (request) => {
      const session = { tokenKey: request.credential?.scheme === 'token' ? request.credential.key : null, ip: request.ip };
      const { user, mails } = await updateOwnProfile(app.ctx, currentUser(request), request.body, uploads.get(request), session);
      for (const mail of mails) await dispatchMail(app.ctx.mailer, mail, request.log);
      return user;
    },
  );
};
