import { splitServerErrors } from '@advocate/api-client';
import { parseDollarsToCents } from '@advocate/metrics-math';
import { Button, FormError, TextField, useForm, useToast } from '@advocate/ui-kit';
import { useCreatePayoutAdjustment } from '../api/create-payout-adjustment.ts';
import { adjustmentRules } from '../lib/adjustment-rules.ts';
import { payoutsTexts as t } from '../payouts-texts.ts';

const EMPTY = { broadcaster: '', amount: '', reason: '' };

/** The server's field names for the form's fields: the amount goes as cents. */
const SERVER_FIELDS = { broadcaster: ['broadcaster'], amount: ['amount_cents'], reason: ['reason'] };

/**
 * Adds a pending adjustment: a broadcaster's username, an amount typed in dollars and sent as
 * integer cents read from the text (never through a float), and the reason the broadcaster reads.
 */
export function AdjustmentForm() {
  const create = useCreatePayoutAdjustment().trigger;
  const { showToast } = useToast();
  const form = useForm(EMPTY, adjustmentRules, {
    serverErrors: (error) => splitServerErrors(error, SERVER_FIELDS),
    afterSave: 'reset',
  });
  const submit = form.handleSubmit(async ({ broadcaster, amount, reason }) => {
    // The rules let only an amount that reads as cents through.
    const cents = parseDollarsToCents(amount) as number;
    await create({ broadcaster: broadcaster.trim(), amount_cents: cents, reason: reason.trim() });
    showToast(t.added);
  });
  return (
    <form aria-label={t.addTitle} className="space-y-3" onSubmit={(event) => void submit(event)} noValidate>
      <div className="grid gap-3 md:grid-cols-2">
        <TextField label={t.broadcasterField} field={form.field('broadcaster')} autoComplete="off" />
        <TextField label={t.amountField} field={form.field('amount')} autoComplete="off" description={t.amountNote} />
      </div>
      <TextField label={t.reasonField} field={form.field('reason')} autoComplete="off" description={t.reasonNote} />
      <FormError message={form.formError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={form.submitting}>
          {t.add}
        </Button>
      </div>
    </form>
  );
}
