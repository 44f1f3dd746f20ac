import { firstErrorText } from '@advocate/api-client';
import type { CampaignSummary, TrafficFlag } from '@advocate/api-client';
import { useSession } from '@advocate/auth-and-guards';
import { canEditCampaigns } from '@advocate/auth-and-guards/policies';
import { FormError, LoadingBar, useModalManager } from '@advocate/ui-kit';
import { useState } from 'react';
import { useTrafficQuality } from '../api/get-traffic-quality.ts';
import { DISMISS_FLAG_MODAL, DismissFlagModal } from '../modals/dismiss-flag-modal.tsx';
import { trafficQualityTexts as texts } from '../traffic-quality-texts.ts';
import { TrafficFlagItem } from './traffic-flag-item.tsx';
import { TrafficSharesTable } from './traffic-shares-table.tsx';

/**
 * The campaign's traffic quality (issue 30 part 2), on the channels and compliance pages: the open
 * flags with their reasons first, the shares per channel, then the dismissed flags (the history).
 * Managers who may edit campaigns dismiss (also after the campaign ended: payouts depend on it);
 * the others read. `shares` false leaves the table out (the compliance page shows only the flags).
 */
export function TrafficQualitySection({ campaign, shares = true }: { campaign: CampaignSummary; shares?: boolean }) {
  const { user } = useSession();
  const quality = useTrafficQuality(campaign.slug);
  const { openModal } = useModalManager();
  // The flag being dismissed, by id: the modal shows (and the dismissal names) its latest reading.
  const [targetId, setTargetId] = useState<number | null>(null);
  const canDismiss = user !== null && canEditCampaigns(user);
  const headingId = `traffic-quality-${campaign.slug}`;

  const body = () => {
    if (!quality.data) return quality.error ? <FormError message={firstErrorText(quality.error)} /> : <LoadingBar label={texts.loading} />;
    const open = quality.data.flags.filter((f) => f.status === 'open');
    const dismissed = quality.data.flags.filter((f) => f.status === 'dismissed');
    const dismissOf = (flag: TrafficFlag) =>
      canDismiss
        ? () => {
            setTargetId(flag.id);
            openModal(DISMISS_FLAG_MODAL);
          }
        : null;
    return (
      <>
        <h3 className="text-sm font-semibold text-secondary">{texts.openFlags}</h3>
        {open.length === 0 ? (
          <p className="text-sm text-gray-600">{texts.noOpenFlags}</p>
        ) : (
          <ul className="space-y-2">
            {open.map((f) => (
              <TrafficFlagItem key={f.id} flag={f} onDismiss={dismissOf(f)} />
            ))}
          </ul>
        )}
        {shares ? <TrafficSharesTable channels={quality.data.channels} totals={quality.data.totals} /> : null}
        {dismissed.length > 0 ? (
          <details>
            <summary className="cursor-pointer text-sm font-semibold text-secondary">{`${texts.history} (${dismissed.length})`}</summary>
            <ul className="mt-2 space-y-2">
              {dismissed.map((f) => (
                <TrafficFlagItem key={f.id} flag={f} onDismiss={null} />
              ))}
            </ul>
          </details>
        ) : null}
        {canDismiss ? <DismissFlagModal slug={campaign.slug} flag={quality.data.flags.find((f) => f.id === targetId) ?? null} /> : null}
      </>
    );
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-secondary">
          {texts.title}
        </h2>
        <p className="text-sm text-gray-600">{texts.intro}</p>
      </div>
      {body()}
    </section>
  );
}
