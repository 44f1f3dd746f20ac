import type { BroadcasterAction } from '@advocate/api-client';
import { formatUtcDate } from '@advocate/metrics-math';
import { CopyButton } from '@advocate/ui-kit';
import { ActionConfirmButton } from '../../../shared/broadcaster-actions/action-confirm-button.tsx';
import { panelText, panelsTexts } from '../lib/panels-texts.ts';

/** One open banner action with its image, link and Mark as Completed behind a confirmation (spec 02 §2). */
export function PanelActionCard({ action, disabled = false }: { action: BroadcasterAction; disabled?: boolean }) {
  const { image, link } = action.version;
  const removing = action.type.slug === 'banner-remove';
  return (
    <li className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm md:flex-row" data-testid={`panel-action-${action.id}`}>
      {image ? (
        <img
          src={image}
          alt={`${action.component} banner`}
          className="h-auto w-full max-w-[320px] self-start rounded border border-gray-200"
        />
      ) : null}
      <div className="min-w-0 flex-1 space-y-2 text-sm">
        <h2 className="text-lg font-semibold text-secondary">{action.type.name}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-gray-700">
          <dt className="font-medium">{panelsTexts.campaign}</dt>
          <dd className="break-words">{action.campaign_name}</dd>
          <dt className="font-medium">{panelsTexts.component}</dt>
          <dd className="break-words">{action.component}</dd>
          <dt className="font-medium">{panelsTexts.assigned}</dt>
          <dd>{formatUtcDate(action.creation_time)}</dd>
        </dl>
        <p className="text-gray-700">{panelText(panelsTexts.instructions, action.type.slug)}</p>
        {!removing ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-gray-700">{panelsTexts.link}:</span>
            {link ? (
              <>
                <code className="break-all rounded bg-secondary-50 px-2 py-1 text-secondary">{link}</code>
                <CopyButton
                  value={link}
                  label={`${panelsTexts.copyLink}: ${action.component}`}
                  texts={{ copy: panelsTexts.copyLink, copied: 'Copied!' }}
                />
              </>
            ) : (
              <span className="text-gray-600">{panelsTexts.noLink}</span>
            )}
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3 pt-2">
          {image && !removing ? (
            <a
              href={image}
              download
              className="font-medium text-primary-700 underline"
              aria-label={`${panelsTexts.downloadImage}: ${action.component}`}
            >
              {panelsTexts.downloadImage}
            </a>
          ) : null}
          <ActionConfirmButton
            action={action}
            completionAction="mark_complete"
            label={panelsTexts.markComplete}
            title={action.type.name}
            message={panelText(panelsTexts.confirm, action.type.slug)}
            failure={panelsTexts.completeFailed}
            modalPrefix="panel-action"
            disabled={disabled}
          />
        </div>
      </div>
    </li>
  );
}
