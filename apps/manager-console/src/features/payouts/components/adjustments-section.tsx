import { firstErrorText } from '@advocate/api-client';
import { FormError, LoadingBar } from '@advocate/ui-kit';
import { useId } from 'react';
import { usePayoutAdjustments } from '../api/get-payout-adjustments.ts';
import { payoutsTexts as t } from '../payouts-texts.ts';
import { AdjustmentForm } from './adjustment-form.tsx';
import { PendingAdjustments } from './pending-adjustments.tsx';

/** "Adjustments": the pending ones with Delete, and the form that adds one. */
export function AdjustmentsSection() {
  const id = useId();
  const { data, error } = usePayoutAdjustments();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-secondary">
          {t.adjustmentsTitle}
        </h2>
        <p className="text-sm text-gray-700">{t.adjustmentsIntro}</p>
      </div>
      <div>
        <h3 className="mb-1 text-sm font-semibold text-secondary">{t.pendingTitle}</h3>
        {error ? (
          <FormError message={firstErrorText(error)} />
        ) : !data ? (
          <LoadingBar label={t.loading} />
        ) : data.results.length === 0 ? (
          <p className="text-sm text-gray-700">{t.noAdjustments}</p>
        ) : (
          <PendingAdjustments adjustments={data.results} />
        )}
      </div>
      <div className="border-t border-gray-200 pt-4">
        <h3 className="mb-2 text-sm font-semibold text-secondary">{t.addTitle}</h3>
        <AdjustmentForm />
      </div>
    </section>
  );
}
