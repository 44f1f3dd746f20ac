import { currentUser, tokenOnly } from '../../../plugins/authentication.ts';
import { errorAnswer } from '../../../schemas/answers.ts';
import { idPathParams, pathId } from '../../../schemas/strings.ts';
import type { ApiPlugin } from '../../../plugins/api-plugin.ts';
import { createAdjustment, deleteAdjustment, listPendingAdjustments } from '../payout-adjustments-service.ts';
import { requireAdmin } from '../payout-statements-service.ts';
import { payoutAdjustmentBody } from '../schemas/payout-request-schemas.ts';
import { payoutAdjustmentAnswer, payoutAdjustmentListAnswer } from '../schemas/payout-schemas.ts';

const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

/** payout-adjustments/ (decision 834): admins add and delete pending manual adjustments; both are in the activity log. */
export const payoutAdjustmentsRoutes: ApiPlugin = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/payout-adjustments/',
    {
      schema: {
        tags: ['payouts'],
        operationId: 'listPayoutAdjustments',
        summary: 'Pending manual payout adjustments, oldest first (admins)',
        security: tokenOnly,
        response: { 200: payoutAdjustmentListAnswer, ...errors },
      },
    },
    async (request) => {
      requireAdmin(currentUser(request));
      return listPendingAdjustments(db);
    },
  );

  app.post(
    '/payout-adjustments/',
    {
      schema: {
        tags: ['payouts'],
        operationId: 'createPayoutAdjustment',
        summary: "Add a manual adjustment (integer cents, with a reason) to a broadcaster's next statement (admins)",
        security: tokenOnly,
        body: payoutAdjustmentBody,
        response: { 201: payoutAdjustmentAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      requireAdmin(user);
      const created = await createAdjustment(db, user, request.body, app.ctx.now());
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/payout-adjustments/:id/',
    {
      schema: {
        tags: ['payouts'],
        operationId: 'deletePayoutAdjustment',
        summary: 'Delete a pending manual adjustment (admins); an applied one is 404',
        security: tokenOnly,
        params: idPathParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      requireAdmin(user);
      await deleteAdjustment(db, user, pathId(request.params.id));
      return reply.code(204).send(null);
    },
  );
};
