import type { Label } from '@advocate/api-client';
import type { ChannelRow, Layout } from '../lib/channel-list.ts';
import { CardActions } from './card-actions.tsx';
import { ChannelDetailedCard } from './channel-detailed-card.tsx';
import { ChannelGridCard } from './channel-grid-card.tsx';
import { ChannelGroupChips, GroupCheckbox } from './channel-groups.tsx';

export interface ChannelCardProps {
  row: ChannelRow;
  layout: Layout;
  hasConversions: boolean;
  /** The broadcaster's groups (the draft's while managing). */
  groups: Label[];
  /** The group being managed, whose checkbox the card shows. */
  managedGroup: Label | null;
  /** Editors only: the card's Featured and Groups actions, and chip removal. */
  editor: {
    onFeatured: () => void;
    onGroups: () => void;
    onRemoveFromGroup: (label: Label) => void;
  } | null;
  onManagedChange: (inGroup: boolean) => void;
}

/** One channel as a grid or detailed card, with its editor actions and its group chips (spec 01 §2). */
export function ChannelCard({ row, layout, hasConversions, groups, managedGroup, editor, onManagedChange }: ChannelCardProps) {
  const chrome = {
    actions: editor ? <CardActions username={row.username} onFeatured={editor.onFeatured} onGroups={editor.onGroups} /> : undefined,
    footer:
      groups.length > 0 || managedGroup ? (
        <>
          <ChannelGroupChips groups={groups} onRemove={editor ? editor.onRemoveFromGroup : undefined} />
          {managedGroup ? (
            <GroupCheckbox
              group={managedGroup}
              username={row.username}
              checked={groups.some((g) => g.id === managedGroup.id)}
              onChange={onManagedChange}
            />
          ) : null}
        </>
      ) : undefined,
  };
  return layout === 'grid' ? (
    <ChannelGridCard row={row} hasConversions={hasConversions} chrome={chrome} />
  ) : (
    <ChannelDetailedCard row={row} hasConversions={hasConversions} chrome={chrome} />
  );
}
