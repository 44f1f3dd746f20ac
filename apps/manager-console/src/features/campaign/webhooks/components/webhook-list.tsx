import { firstErrorText } from '@advocate/api-client';
import type { Webhook } from '@advocate/api-client';
import { Button, CheckboxField, ConfirmModal, useModalManager, useToast } from '@advocate/ui-kit';
import { messages } from '@advocate/validation';
import { useDeleteWebhook } from '../api/delete-webhook.ts';
import { useTestWebhook } from '../api/test-webhook.ts';
import { useUpdateWebhook } from '../api/update-webhook.ts';
import { webhooksTexts } from '../webhooks-texts.ts';
import { WebhookDeliveries } from './webhook-deliveries.tsx';

const deleteModal = (id: number) => `delete-webhook-${id}`;

/** The campaign's webhooks: switch on or off, send a test event, delete; each with its delivery log. Each change reads the list again. */
export function WebhookList({ slug, webhooks }: { slug: string; webhooks: Webhook[] }) {
  const updateWebhook = useUpdateWebhook(slug).trigger;
  const testWebhook = useTestWebhook(slug).trigger;
  const deleteWebhook = useDeleteWebhook(slug).trigger;
  const { showToast } = useToast();
  const { openModal } = useModalManager();

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      showToast(done);
    } catch (error) {
      showToast(firstErrorText(error), 'error');
    }
  };

  if (webhooks.length === 0) return <p className="text-sm text-gray-600">{webhooksTexts.none}</p>;
  return (
    <ul className="space-y-4">
      {webhooks.map((hook) => (
        <li key={hook.id} className="rounded-md border border-gray-200 p-3" data-testid="webhook">
          <div className="mb-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="break-all font-mono text-sm text-secondary">{hook.url}</p>
            <div className="flex flex-wrap items-center gap-2">
              <CheckboxField
                name={`webhook-${hook.id}-active`}
                label={webhooksTexts.active}
                checked={hook.active}
                onChange={(active) => void run(() => updateWebhook(hook.id, { active }), webhooksTexts.saved)}
              />
              <Button variant="secondary" onClick={() => void run(() => testWebhook(hook.id), webhooksTexts.testQueued)}>
                {webhooksTexts.sendTest}
              </Button>
              <Button variant="ghost" onClick={() => openModal(deleteModal(hook.id))}>
                {webhooksTexts.remove}
              </Button>
            </div>
          </div>
          <h4 className="mb-1 text-sm font-medium text-secondary">{webhooksTexts.deliveries}</h4>
          <WebhookDeliveries deliveries={hook.deliveries} caption={`${webhooksTexts.deliveries}: ${hook.url}`} />
          <ConfirmModal
            name={deleteModal(hook.id)}
            title={webhooksTexts.removeTitle}
            message={webhooksTexts.removeQuestion(hook.url)}
            confirmLabel={webhooksTexts.remove}
            failure={messages.deleteFailed('webhook')}
            onConfirm={() => deleteWebhook(hook.id)}
            onConfirmed={() => showToast(webhooksTexts.removed)}
          />
        </li>
      ))}
    </ul>
  );
}
