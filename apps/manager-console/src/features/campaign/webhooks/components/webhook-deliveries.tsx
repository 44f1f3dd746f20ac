import type { WebhookDelivery } from '@advocate/api-client';
import { webhooksTexts } from '../webhooks-texts.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** A webhook's delivery log: the latest posts with status, attempts and the endpoint's last answer (decision 524). */
export function WebhookDeliveries({ deliveries, caption }: { deliveries: WebhookDelivery[]; caption: string }) {
  if (deliveries.length === 0) return <p className="text-sm text-gray-600">{webhooksTexts.noDeliveries}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm text-secondary">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200">
            <th scope="col" className="py-1 pr-4">
              {webhooksTexts.event}
            </th>
            <th scope="col" className="py-1 pr-4">
              {webhooksTexts.status}
            </th>
            <th scope="col" className="py-1 pr-4">
              {webhooksTexts.attempts}
            </th>
            <th scope="col" className="py-1 pr-4">
              {webhooksTexts.response}
            </th>
            <th scope="col" className="py-1">
              {webhooksTexts.time}
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.id} className="border-b border-gray-100" data-testid="webhook-delivery">
              <td className="py-1 pr-4">{d.event}</td>
              <td className="py-1 pr-4">{d.status}</td>
              <td className="py-1 pr-4">{d.attempts}</td>
              <td className="py-1 pr-4" title={d.last_error ?? undefined}>
                {d.last_response_code ?? d.last_error ?? '—'}
              </td>
              <td className="py-1">{when(d.last_attempt ?? d.created)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
