import { useDeferredValue, useMemo, useState } from 'react';
import type { SortKey } from '../channels-texts.ts';
import {
  filterRows,
  groupNamesByUsername,
  sortOptions,
  sortRows,
  type BroadcasterMembership,
  type ChannelRow,
  type Layout,
} from './channel-list.ts';

/**
 * The channels toolbar's layout, filters and sort (spec 01 §2) over the built rows: the rows shown,
 * and the toolbar props that change them. The sort falls back to total clicks when the layout
 * does not offer it.
 */
export function useChannelFilters(
  rows: readonly ChannelRow[],
  groups: ReadonlyArray<{ id: number; name: string }>,
  membership: BroadcasterMembership,
  hasConversions: boolean,
) {
  const [layout, setLayout] = useState<Layout>('grid');
  const [showInactive, setShowInactive] = useState(false);
  const [channelText, setChannelText] = useState('');
  const [gameText, setGameText] = useState('');
  const [sort, setSort] = useState<SortKey>('total-clicks');
  // Typing stays instant; the list follows at React's next idle moment.
  const deferredChannelText = useDeferredValue(channelText);
  const deferredGameText = useDeferredValue(gameText);

  const groupNames = useMemo(() => groupNamesByUsername(groups, membership), [groups, membership]);
  const options = sortOptions(layout, hasConversions);
  const sortKey = options.includes(sort) ? sort : 'total-clicks';
  const shown = useMemo(
    () => sortRows(filterRows(rows, { showInactive, channelText: deferredChannelText, gameText: deferredGameText }, groupNames), sortKey),
    [rows, showInactive, deferredChannelText, deferredGameText, groupNames, sortKey],
  );

  const toolbar = {
    layout,
    onLayout: setLayout,
    showInactive,
    onShowInactive: setShowInactive,
    channelText,
    onChannelText: setChannelText,
    gameText,
    onGameText: setGameText,
    sort: sortKey,
    sortOptions: options,
    onSort: setSort,
  };
  return { layout, shown, toolbar };
}
