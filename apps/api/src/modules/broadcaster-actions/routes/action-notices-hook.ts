import type { FastifyInstance } from 'fastify';
import { sendPendingActionNotices } from '../broadcaster-actions-notify.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After every write request under /api/v1/ (its transaction has committed by the time the answer is
 * sent), the notices of new broadcaster actions go out (decision 434). A failure here is logged and
 * never changes the answer.
 */
async function actionNoticesHook(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (READS.has(request.method)) return payload;
    try {
      const { db, mailer, config, now } = app.ctx;
      await sendPendingActionNotices({ db, mailer, creatorUrl: config.CREATOR_URL, now: now(), log: request.log });
    } catch (error) {
      request.log.error({ err: error }, 'action notices failed');
    }
    return payload;
  });
}
// Not encapsulated (what fastify-plugin does): the hook applies to every route of the parent context.
(actionNoticesHook as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export { actionNoticesHook };
