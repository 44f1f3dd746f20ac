import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { teamNames } from '../manager-invitations-service.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { managerInvitationAnswer, managerInvitationBody, managerInvitationUpdateBody } from '../schemas/managers-schemas.ts';
import { idPathParams, pathId } from '../../../schemas/strings.ts';
import { dispatchMail } from '../../auth/index.ts';
import {
  createManagerInvitation,
  deleteManagerInvitation,
  listManagerInvitations,
  managerInvitationMail,
  updateManagerInvitation,
} from '../manager-invitations-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/** Manager invitations (spec 01 §3, §4 pending, §5, §7): list, invite by email, edit, delete. */
export const managerInvitationsRoutes: ApiPlugin = async (app) => {
  app.get(
    '/manager-invitations/',
    {
      schema: {
        tags: ['managers'],
        operationId: 'listManagerInvitations',
        summary: 'Pending manager invitations the user may see (view-users permission)',
        security: tokenOnly,
        response: { 200: { type: 'array', items: managerInvitationAnswer }, 401: errorAnswer, 403: errorAnswer },
      },
    },
    async (request) => listManagerInvitations(app.ctx.db, currentUser(request)),
  );

  app.post(
    '/manager-invitations/',
    {
      schema: {
        tags: ['managers'],
        operationId: 'createManagerInvitation',
        summary: 'Invite a manager by email to teams with permission levels; mails a sign-up link (edit-users permission)',
        security: tokenOnly,
        body: managerInvitationBody,
        response: { 201: managerInvitationAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { db, config, mailer } = app.ctx;
      const { invitation, key } = await createManagerInvitation(db, currentUser(request), request.body, app.ctx.now());
      const names = await teamNames(db, invitation.teams);
      await dispatchMail(mailer, managerInvitationMail(invitation.email, config.LOGIN_URL, key, names), request.log);
      return reply.code(201).send(invitation);
    },
  );

  app.patch(
    '/manager-invitations/:id/',
    {
      schema: {
        tags: ['managers'],
        operationId: 'updateManagerInvitation',
        summary: "Change a pending invitation's teams and permission levels; the email cannot change (edit-users permission)",
        security: tokenOnly,
        params: idPathParams,
        body: managerInvitationUpdateBody,
        response: { 200: managerInvitationAnswer, ...errors },
      },
    },
    async (request) => updateManagerInvitation(app.ctx.db, currentUser(request), pathId(request.params.id), request.body, app.ctx.now()),
  );

  app.delete(
    '/manager-invitations/:id/',
    {
      schema: {
        tags: ['managers'],
        operationId: 'deleteManagerInvitation',
        summary: 'Delete a pending invitation; its link stops working (edit-users permission)',
        security: tokenOnly,
        params: idPathParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errors },
      },
    },
    async (request, reply) => {
      await deleteManagerInvitation(app.ctx.db, currentUser(request), pathId(request.params.id), app.ctx.now());
      return reply.code(204).send(null);
    },
  );
};
