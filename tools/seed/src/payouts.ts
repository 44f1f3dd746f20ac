import { closePayoutMonths } from './api.ts';
import type { SeedContext } from './context.ts';
import { userId } from './context.ts';
import { DEMO_ADMIN_EMAIL } from './people.ts';

/** The broadcaster whose statements carry the demo's adjustments (a demo sign-in; tools/seed/README.md). */
export const PAYOUTS_BROADCASTER = 'streamer_one';

const DAY_MS = 86_400_000;
/** The 5th of the month of `at`, 00:00 UTC, `back` months before. */
const fifth = (at: Date, back: number) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - back, 5));

/**
 * Payout statements (issue 30 part 3): the months before the last closable one are closed by the
 * real closing (decision 832) as its job would have run on their 5th, the last closable one is left
 * for the job. One manual adjustment (made before the latest of those closings) is applied in a
 * statement, another is pending for the next one.
 */
export async function insertPayouts(ctx: SeedContext): Promise<void> {
  const broadcasterId = userId(ctx, PAYOUTS_BROADCASTER);
  const adminId = userId(ctx, DEMO_ADMIN_EMAIL);
  // The last closable month closes on the latest 5th at or before now; the one before it, a month earlier.
  const lastClosing = fifth(ctx.now, ctx.now.getUTCDate() >= 5 ? 0 : 1);
  const closeAt = fifth(lastClosing, 1);
  const adjust = async (cents: number, reason: string, at: Date) =>
    ctx.tx.query(
      `INSERT INTO payout_adjustments (broadcaster_id, amount_cents, reason, created_at, created_by, created_by_email)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [broadcasterId, cents, reason, at, adminId, DEMO_ADMIN_EMAIL],
    );
  await adjust(2500, 'Launch week bonus', new Date(closeAt.getTime() - 2 * DAY_MS));
  await adjust(-350, 'Duplicate clicks refunded to the sponsor', new Date(ctx.now.getTime() - DAY_MS));
  await closePayoutMonths(ctx.tx, closeAt);
}
