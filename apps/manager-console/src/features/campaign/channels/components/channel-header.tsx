import type { ChannelBadge } from '@advocate/metrics-math';
import type { ReactNode } from 'react';
import { channelsTexts } from '../channels-texts.ts';

const badgeLook: Record<ChannelBadge, string> = {
  Inactive: 'bg-gray-200 text-gray-800',
  LIVE: 'bg-red-600 text-white',
  FEATURED: 'bg-amber-200 text-amber-900',
};

/** A card's top line: picture, name, platform and status badge (spec 01 §2, §4), with the editors' buttons. */
export function ChannelHeader({
  username,
  image,
  platform,
  badge,
  actions,
}: {
  username: string;
  image: string | null;
  platform: 'twitch' | 'youtube' | null;
  badge: ChannelBadge | null;
  actions?: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      {image ? (
        <img src={image} alt="" className="h-10 w-10 flex-none rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-10 w-10 flex-none items-center justify-center rounded-full bg-secondary-50 text-sm font-semibold text-secondary"
        >
          {username.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-semibold text-secondary" title={username}>
          {username}
        </h2>
        <p className="flex items-center gap-2 text-xs text-gray-700">
          {platform === 'youtube' ? channelsTexts.youtube : platform === 'twitch' ? channelsTexts.twitch : null}
          {badge ? (
            <span className={`rounded px-1.5 py-0.5 text-[11px] font-bold uppercase tracking-wide ${badgeLook[badge]}`}>{badge}</span>
          ) : null}
        </p>
      </div>
      {actions ? <div className="flex flex-none gap-1">{actions}</div> : null}
    </div>
  );
}
