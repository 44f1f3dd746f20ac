import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { managerAnswer, managerUpdateBody } from '../schemas/managers-schemas.ts';
import { idPathParams, pathId } from '../../../schemas/strings.ts';
import { listManagers, removeManager, updateManager } from '../managers-service.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { managerInvitationsRoutes } from './manager-invitations-routes.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/**
 * The managers page (spec 01 §2, §3 Manager, §4, §6, §7): GET managers/ (canViewUsers), PATCH and
 * DELETE managers/{id}/ (canEditUsers; removal is soft), and the manager invitations.
 */
export const managersRoutes: ApiPlugin = async (app) => {
  app.get(
    '/managers/',
    {
      schema: {
        tags: ['managers'],
        operationId: 'listManagers',
        summary: 'Managers the user may see, removed ones included (view-users permission)',
        security: tokenOnly,
        response: { 200: { type: 'array', items: managerAnswer }, 401: errorAnswer, 403: errorAnswer },
      },
    },
    async (request) => listManagers(app.ctx.db, currentUser(request)),
  );

  app.patch(
    '/managers/:id/',
    {
      schema: {
        tags: ['managers'],
        operationId: 'updateManager',
        summary:
          "Change a manager's teams, email and permissions, remove (user.is_active false) or reactivate them (edit-users permission)",
        security: tokenOnly,
        params: idPathParams,
        body: managerUpdateBody,
        response: { 200: managerAnswer, ...errors },
      },
    },
    async (request) => updateManager(app.ctx.db, currentUser(request), pathId(request.params.id), request.body, app.ctx.now()),
  );

  app.delete(
    '/managers/:id/',
    {
      schema: {
        tags: ['managers'],
        operationId: 'deleteManager',
        summary: 'Remove a manager (soft: the account is deactivated and its sessions end; edit-users permission)',
        security: tokenOnly,
        params: idPathParams,
        response: { 204: { type: 'null', description: 'Removed' }, ...errors },
      },
    },
    async (request, reply) => {
      await removeManager(app.ctx.db, currentUser(request), pathId(request.params.id), app.ctx.now());
      return reply.code(204).send(null);
    },
  );

  await app.register(managerInvitationsRoutes);
};
