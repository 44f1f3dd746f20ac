import type { CampaignDetail } from '@advocate/api-client';
import { formatUtcDate } from '@advocate/metrics-math';
import type { ReactNode } from 'react';
import { overviewTexts } from '../lib/overview-texts.ts';

/**
 * Chatbot status (spec 01 §2): the campaign's stored connection state. When it is 'up' the spec
 * shows the live chatbot status instead; the chatbot runtime that reports it is the live-platform
 * issue's, so until then 'up' is shown as stored. The default account reads 'advogg (default)' (§9).
 */
export function chatbotStatusText(campaign: Pick<CampaignDetail, 'twitch_chatbot_account' | 'twitch_chatbot_connection'>): string {
  const account = campaign.twitch_chatbot_account;
  const name = account ? `${account.login}${account.is_default ? ' (default)' : ''}` : 'advogg (default)';
  const connection = campaign.twitch_chatbot_connection;
  return connection ? `${name} · ${connection}` : name;
}

/** Title, dates, chatbot status and the page's own controls (date range, actions). */
export function OverviewHeader({ campaign, children }: { campaign: CampaignDetail; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
      <div className="min-w-0">
        <h2 className="break-words text-xl font-semibold text-secondary">{campaign.name}</h2>
        <p className="mt-1 text-sm text-gray-600">
          {overviewTexts.dates(formatUtcDate(campaign.start_date), campaign.end_date ? formatUtcDate(campaign.end_date) : null)}
        </p>
        <p className="mt-1 text-sm text-gray-600">
          <span className="font-medium text-secondary">{overviewTexts.chatbot}:</span> {chatbotStatusText(campaign)}
        </p>
      </div>
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </div>
  );
}
