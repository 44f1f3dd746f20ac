import { firstErrorText } from '@advocate/api-client';
import { formatCount } from '@advocate/metrics-math';
import { LoadingBar } from '@advocate/ui-kit';
import { useMonthlyPayment } from '../api/get-monthly-payment.ts';
import { profileTexts } from '../lib/profile-texts.ts';

const t = profileTexts.payments;

/** This month's payments with the fee schedule (spec 02 §2, §3; decision 355). */
export function PaymentsBlock({ now = new Date() }: { now?: Date }) {
  const { data, error } = useMonthlyPayment(now);
  const money = (value: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(now);
  return (
    <section aria-labelledby="payments-heading" className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <h2 id="payments-heading" className="text-lg font-semibold text-secondary">
        {t.heading}
      </h2>
      <p className="mb-3 text-sm text-gray-600">{month}</p>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {firstErrorText(error)}
        </p>
      ) : !data ? (
        <LoadingBar label={t.loading} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <div className="rounded-md bg-secondary-50 p-3">
              <dt className="text-xs text-gray-600">{t.viewableMinutes}</dt>
              <dd className="text-lg font-semibold text-secondary">{formatCount(data.viewable_minutes)}</dd>
            </div>
            <div className="rounded-md bg-secondary-50 p-3">
              <dt className="text-xs text-gray-600">{t.clicks}</dt>
              <dd className="text-lg font-semibold text-secondary">{formatCount(data.clicks)}</dd>
            </div>
            <div className="col-span-2 rounded-md bg-secondary-50 p-3 sm:col-span-1">
              <dt className="text-xs text-gray-600">{t.estimate}</dt>
              <dd className="text-lg font-semibold text-secondary">{money(data.estimated_amount, data.fee_schedule.currency)}</dd>
            </div>
          </dl>
          {data.held_clicks > 0 ? <p className="mt-3 text-sm text-gray-700">{t.heldClicks(data.held_clicks)}</p> : null}
          <h3 className="mb-1 mt-4 text-sm font-semibold text-secondary">{t.schedule}</h3>
          <ul className="space-y-1 text-sm text-gray-700">
            <li>{`${money(data.fee_schedule.per_thousand_viewable_minutes, data.fee_schedule.currency)} ${t.perThousandMinutes}`}</li>
            <li>{`${money(data.fee_schedule.per_click, data.fee_schedule.currency)} ${t.perClick}`}</li>
          </ul>
          <p className="mt-3 text-xs text-gray-600">{t.estimateNote}</p>
        </>
      )}
    </section>
  );
}
