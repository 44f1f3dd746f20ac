/** What other modules use of payouts: they import it from here, not from its files (apps/api/README.md). */
export { closePayoutMonths, closePayoutMonthsJob, PAYOUTS_CLOSE_CRON, PAYOUTS_CLOSE_JOB } from './close-payout-months.ts';
export { estimatedTotalCents } from './payout-statements-service.ts';
export { earningsCents, FEE_SCHEDULE_CENTS, feeScheduleDollars, type FeeScheduleCents } from './payout-money.ts';
