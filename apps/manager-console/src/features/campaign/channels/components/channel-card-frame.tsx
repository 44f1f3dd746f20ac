import type { ReactNode } from 'react';
import type { ChannelRow } from '../lib/channel-list.ts';
import { ChannelHeader } from './channel-header.tsx';

/** What every card shows around its figures: the header with editors' buttons, then groups. */
export interface CardChrome {
  /** The featured-campaigns and select-groups buttons (editors only). */
  actions?: ReactNode;
  /** Group chips, and in Manage Groups mode the group checkbox. */
  footer?: ReactNode;
}

export function ChannelCardFrame({
  row,
  chrome,
  children,
  wide = false,
}: {
  row: ChannelRow;
  chrome: CardChrome;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <li
      className={`flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm ${wide ? '' : 'min-h-[15rem]'}`}
      data-channel={row.username}
    >
      <ChannelHeader
        username={row.username}
        image={row.channel.profile_image}
        platform={row.platform}
        badge={row.badge}
        actions={chrome.actions}
      />
      {children}
      {chrome.footer ? <div className="mt-auto space-y-2">{chrome.footer}</div> : null}
    </li>
  );
}
