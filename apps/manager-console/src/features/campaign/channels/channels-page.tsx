import { ApiError, campaignPath, firstErrorText, useResource } from '@advocate/api-client';
import type { CampaignDetail, CampaignSummary, Label } from '@advocate/api-client';
import { useSession } from '@advocate/auth-and-guards';
import { canEditCampaigns } from '@advocate/auth-and-guards/policies';
import { defaultDateRange, isCampaignEnded } from '@advocate/metrics-math';
import type { DateRange } from '@advocate/metrics-math';
import { EmptyState, FormError, LoadingBar, NotFound, PageTitle, useModalManager, useToast } from '@advocate/ui-kit';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { NewGroupModal } from '../../../shared/groups/index.ts';
import { useChannelActions } from './api/use-channel-actions.ts';
import { useChannelLabels, useChannels } from './api/use-channels-data.ts';
import { channelsTexts, FEATURED_MODAL, NEW_GROUP_MODAL, SELECT_GROUPS_MODAL, type SortKey } from './channels-texts.ts';
import { ChannelDetailedCard } from './components/channel-detailed-card.tsx';
import { ChannelGridCard } from './components/channel-grid-card.tsx';
import { ChannelGroupChips, GroupCheckbox } from './components/channel-groups.tsx';
import { ChannelListView } from './components/channel-list-view.tsx';
import { ChannelsToolbar } from './components/channels-toolbar.tsx';
import { CardActions } from './components/card-actions.tsx';
import { answeredRange, buildRows, filterRows, groupNamesByUsername, sortOptions, sortRows, type ChannelRow, type Layout } from './lib/channel-list.ts';
import { changedGroups, groupsOfBroadcaster, membershipOf, setInGroup } from './lib/group-membership.ts';
import type { BroadcasterMembership } from './lib/channel-list.ts';
import { FeatureBroadcasterModal } from './modals/feature-broadcaster-modal.tsx';
import { FeaturedCampaignsModal } from './modals/featured-campaigns-modal.tsx';
import { SelectGroupsModal } from './modals/select-groups-modal.tsx';

const NO_LABELS: Label[] = [];

/**
 * /campaigns/{slug}/channels (spec 01 §2 Campaign channels page): every channel of the campaign
 * as a grid or detailed card, with the range, inactive, text filters and sort of the toolbar.
 * Editors (canEditCampaigns, campaign running) feature broadcasters and edit groups; others read.
 */
export function ChannelsPage({ campaign }: { campaign: CampaignSummary }) {
  const { user } = useSession();
  const [range, setRange] = useState<DateRange>(() => defaultDateRange(campaign));
  // Only the chosen range is read (decision 626); while another loads, the cards keep the range they show.
  const channels = useChannels(campaign.slug, range);
  const shownRange = channels.data ? (channels.data.stats[range] ? range : (answeredRange(channels.data) ?? range)) : range;
  const switching = shownRange !== range;
  const detail = useResource<CampaignDetail>(campaignPath(campaign.slug));
  const labelsAnswer = useChannelLabels(campaign.slug);
  const actions = useChannelActions(campaign.slug);
  const { openModal } = useModalManager();
  const { showToast } = useToast();

  const [layout, setLayout] = useState<Layout>('grid');
  const [showInactive, setShowInactive] = useState(false);
  const [channelText, setChannelText] = useState('');
  const [gameText, setGameText] = useState('');
  const [sort, setSort] = useState<SortKey>('total-clicks');
  const [membership, setMembership] = useState<BroadcasterMembership | null>(null);
  const [selectedGroup, setSelectedGroup] = useState<number | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [groupsError, setGroupsError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [now] = useState(() => new Date());

  const labels = labelsAnswer.data ?? NO_LABELS;
  const canEdit = user !== null && canEditCampaigns(user) && !isCampaignEnded(campaign, now);
  const hasConversions = detail.data?.has_conversions ?? false;
  const managing = membership !== null;
  const current = useMemo(() => membership ?? membershipOf(labels), [membership, labels]);
  // Typing stays instant; the list follows at React's next idle moment.
  const deferredChannelText = useDeferredValue(channelText);
  const deferredGameText = useDeferredValue(gameText);

  const rows = useMemo(() => (channels.data ? buildRows(channels.data, shownRange) : []), [channels.data, shownRange]);
  const groupNames = useMemo(() => groupNamesByUsername(labels, current), [labels, current]);
  const options = sortOptions(layout, hasConversions);
  const sortKey = options.includes(sort) ? sort : 'total-clicks';
  const shown = useMemo(
    () => sortRows(filterRows(rows, { showInactive, channelText: deferredChannelText, gameText: deferredGameText }, groupNames), sortKey),
    [rows, showInactive, deferredChannelText, deferredGameText, groupNames, sortKey],
  );

  const changes = useMemo(() => changedGroups(labels, current), [labels, current]);
  const removeFromGroup = useCallback(
    (label: Label, username: string) => {
      if (membership) setMembership(setInGroup(membership, label.id, username, false));
      else actions.removeFromGroup(label, username).catch((error: unknown) => setGroupsError(firstErrorText(error)));
    },
    [membership, actions],
  );
  const saveGroups = async () => {
    setSaving(true);
    setGroupsError(null);
    try {
      await actions.saveGroups(changes);
      setMembership(null);
      showToast(channelsTexts.groupsSaved);
    } catch (error) {
      setGroupsError(firstErrorText(error));
    } finally {
      setSaving(false);
    }
  };

  const selected = labels.find((l) => l.id === selectedGroup) ?? null;
  const renderCard = (row: ChannelRow) => {
    const groups = groupsOfBroadcaster(labels, current, row.username);
    const chrome = {
      actions: canEdit ? (
        <CardActions username={row.username}
          onFeatured={() => { setTarget(row.username); openModal(FEATURED_MODAL); }}
          onGroups={() => { setTarget(row.username); openModal(SELECT_GROUPS_MODAL); }} />
      ) : undefined,
      footer: groups.length > 0 || (managing && selected) ? (
        <>
          <ChannelGroupChips groups={groups} onRemove={canEdit ? (label) => removeFromGroup(label, row.username) : undefined} />
          {managing && selected ? (
            <GroupCheckbox group={selected} username={row.username} checked={groups.some((g) => g.id === selected.id)}
              onChange={(value) => setMembership(setInGroup(current, selected.id, row.username, value))} />
          ) : null}
        </>
      ) : undefined,
    };
    return layout === 'grid' ? (
      <ChannelGridCard key={row.username} row={row} hasConversions={hasConversions} chrome={chrome} />
    ) : (
      <ChannelDetailedCard key={row.username} row={row} hasConversions={hasConversions} chrome={chrome} />
    );
  };

  const title = <PageTitle page={channelsTexts.page} documentTitle={`Channels · ${campaign.name}`} />;
  if (channels.error instanceof ApiError && channels.error.status === 404) return <NotFound message={channelsTexts.notFound} />;
  if (!channels.data) {
    return (
      <div className="space-y-4">
        {title}
        {channels.error ? <FormError message={firstErrorText(channels.error)} /> : <LoadingBar label={channelsTexts.loading} />}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {title}
      <ChannelsToolbar
        layout={layout} onLayout={setLayout}
        range={campaign.team !== null ? range : null} onRange={setRange}
        showInactive={showInactive} onShowInactive={setShowInactive}
        channelText={channelText} onChannelText={setChannelText}
        gameText={gameText} onGameText={setGameText}
        sort={sortKey} sortOptions={options} onSort={setSort}
        groups={canEdit ? {
          labels, managing, selected: selectedGroup, onSelect: setSelectedGroup,
          onManage: () => { setMembership(membershipOf(labels)); setSelectedGroup(labels[0]?.id ?? null); },
          onExit: () => { setMembership(null); setSelectedGroup(null); },
          onAdd: () => openModal(NEW_GROUP_MODAL),
          onSave: () => void saveGroups(),
          canSave: changes.length > 0 && !saving,
        } : null}
      />
      <FormError message={groupsError} />
      {switching ? <LoadingBar label={channelsTexts.loading} /> : null}
      {channels.data.channels.length === 0 ? (
        <EmptyState message={channelsTexts.empty} />
      ) : shown.length === 0 ? (
        <EmptyState message={channelsTexts.noMatch} />
      ) : (
        <ChannelListView rows={shown} layout={layout} renderCard={renderCard} />
      )}
      {canEdit ? (
        <>
          <FeaturedCampaignsModal campaign={campaign} broadcaster={target} updateFeature={actions.updateFeature} removeFeature={actions.removeFeature} />
          <FeatureBroadcasterModal key={target ?? ''} campaign={campaign} broadcaster={target ?? ''}
            feature={(body) => actions.feature(body)} />
          <SelectGroupsModal labels={labels} username={target} save={actions.saveGroups} />
          <NewGroupModal name={NEW_GROUP_MODAL} add={actions.addGroup} />
        </>
      ) : null}
    </div>
  );
}
