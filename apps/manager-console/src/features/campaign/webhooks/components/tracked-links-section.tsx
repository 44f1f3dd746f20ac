import { firstErrorText } from '@advocate/api-client';
import { LoadingBar } from '@advocate/ui-kit';
import { useId } from 'react';
import { useCampaignLinkSettings } from '../api/get-link-settings.ts';
import { useCampaignWebhooks } from '../api/get-webhooks.ts';
import { webhooksTexts } from '../webhooks-texts.ts';
import { UtmSettingsForm } from './utm-settings-form.tsx';
import { WebhookAddForm } from './webhook-add-form.tsx';
import { WebhookList } from './webhook-list.tsx';

/**
 * Tracked links on campaign management (decision 527): the campaign's UTM parameters and its
 * webhooks with their delivery logs. Shown where management is (editors of a running campaign).
 */
export function TrackedLinksSection({ slug }: { slug: string }) {
  const id = useId();
  const settings = useCampaignLinkSettings(slug);
  const webhooks = useCampaignWebhooks(slug);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6 rounded-lg bg-white p-4 shadow-sm">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-secondary">
          {webhooksTexts.title}
        </h2>
        <p className="text-sm text-gray-600">{webhooksTexts.intro}</p>
      </div>
      {settings.error ? (
        <p role="alert" className="text-red-600">
          {firstErrorText(settings.error)}
        </p>
      ) : settings.data ? (
        <UtmSettingsForm slug={slug} settings={settings.data} />
      ) : null}
      <div className="space-y-3">
        <h3 className="font-semibold text-secondary">{webhooksTexts.webhooksTitle}</h3>
        <p className="text-sm text-gray-600">{webhooksTexts.webhooksNote}</p>
        <WebhookAddForm slug={slug} />
        {webhooks.error ? (
          <p role="alert" className="text-red-600">
            {firstErrorText(webhooks.error)}
          </p>
        ) : !webhooks.data ? (
          <LoadingBar label={webhooksTexts.loading} />
        ) : (
          <WebhookList slug={slug} webhooks={webhooks.data} />
        )}
      </div>
    </section>
  );
}
