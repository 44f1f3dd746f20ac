import type { TrafficFlag } from '@advocate/api-client';
import { Button } from '@advocate/ui-kit';
import { FLAG_KIND_NAMES, flagTime, trafficQualityTexts as texts } from '../traffic-quality-texts.ts';

/** One flag: kind, channel, reason and the clicks it holds; a dismissed one with who, when and the note. */
export function TrafficFlagItem({ flag, onDismiss }: { flag: TrafficFlag; onDismiss: (() => void) | null }) {
  const open = flag.status === 'open';
  return (
    <li className={`rounded-md border p-3 ${open ? 'border-red-200 bg-red-50' : 'border-gray-200 bg-white'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-semibold text-secondary">
            {FLAG_KIND_NAMES[flag.kind]} · {flag.broadcaster}
          </p>
          <p className="break-words text-sm text-gray-800">{flag.reason}</p>
          <p className="text-xs text-gray-700">
            {texts.flaggedClicks(flag)} · {flagTime(flag.created_at)}
          </p>
          {!open && flag.dismissed_at ? (
            <p className="text-xs text-gray-700">
              {texts.dismissedBy(flag.dismissed_by, flagTime(flag.dismissed_at))}: <q className="break-words">{flag.dismissal_note}</q>
            </p>
          ) : null}
        </div>
        {open && onDismiss ? (
          <Button
            variant="secondary"
            onClick={onDismiss}
            aria-label={`${texts.dismiss}: ${FLAG_KIND_NAMES[flag.kind]} · ${flag.broadcaster}`}
          >
            {texts.dismiss}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
