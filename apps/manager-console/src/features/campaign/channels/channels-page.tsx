import { ApiError, firstErrorText } from '@advocate/api-client';
import type { CampaignSummary, Label } from '@advocate/api-client';
import { useSession } from '@advocate/auth-and-guards';
import { canEditCampaigns } from '@advocate/auth-and-guards/policies';
import { defaultDateRange, isCampaignEnded } from '@advocate/metrics-math';
import type { DateRange } from '@advocate/metrics-math';
import { EmptyState, FormError, LoadingBar, NotFound, PageTitle, useModalManager } from '@advocate/ui-kit';
import { useMemo, useState } from 'react';
import { useChannelLabels } from './api/get-campaign-labels.ts';
import { useChannelsCampaign } from './api/get-campaign.ts';
import { useChannels } from './api/get-channels.ts';
import { channelsTexts, FEATURED_MODAL, NEW_GROUP_MODAL, SELECT_GROUPS_MODAL } from './channels-texts.ts';
import { ChannelCard } from './components/channel-card.tsx';
import { ChannelListView } from './components/channel-list-view.tsx';
import { ChannelsToolbar } from './components/channels-toolbar.tsx';
import { answeredRange, buildRows, type ChannelRow } from './lib/channel-list.ts';
import { groupsOfBroadcaster } from './lib/group-membership.ts';
import { useChannelActions } from './lib/use-channel-actions.ts';
import { useChannelFilters } from './lib/use-channel-filters.ts';
import { useGroupEditing } from './lib/use-group-editing.ts';
import { ChannelsModals } from './modals/channels-modals.tsx';
import { TrafficQualitySection } from '../traffic-quality/components/traffic-quality-section.tsx';

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
  const detail = useChannelsCampaign(campaign.slug);
  const labels = useChannelLabels(campaign.slug).data ?? NO_LABELS;
  const actions = useChannelActions(campaign.slug);
  const { openModal } = useModalManager();
  const [target, setTarget] = useState<string | null>(null);
  const [now] = useState(() => new Date());

  const canEdit = user !== null && canEditCampaigns(user) && !isCampaignEnded(campaign, now);
  const hasConversions = detail.data?.has_conversions ?? false;
  const groups = useGroupEditing(campaign.slug, labels, () => openModal(NEW_GROUP_MODAL));
  const rows = useMemo(() => (channels.data ? buildRows(channels.data, shownRange) : []), [channels.data, shownRange]);
  const filters = useChannelFilters(rows, labels, groups.current, hasConversions);

  const openFor = (username: string, modal: string) => {
    setTarget(username);
    openModal(modal);
  };
  const renderCard = (row: ChannelRow) => (
    <ChannelCard
      key={row.username}
      row={row}
      layout={filters.layout}
      hasConversions={hasConversions}
      groups={groupsOfBroadcaster(labels, groups.current, row.username)}
      managedGroup={groups.managing ? groups.selected : null}
      editor={
        canEdit
          ? {
              onFeatured: () => openFor(row.username, FEATURED_MODAL),
              onGroups: () => openFor(row.username, SELECT_GROUPS_MODAL),
              onRemoveFromGroup: (label) => groups.removeFromGroup(label, row.username),
            }
          : null
      }
      onManagedChange={(value) => groups.setInSelected(row.username, value)}
    />
  );

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
        {...filters.toolbar}
        range={campaign.team !== null ? range : null}
        onRange={setRange}
        groups={canEdit ? groups.toolbar : null}
      />
      <FormError message={groups.error} />
      {shownRange !== range ? <LoadingBar label={channelsTexts.loading} /> : null}
      {channels.data.channels.length === 0 ? (
        <EmptyState message={channelsTexts.empty} />
      ) : filters.shown.length === 0 ? (
        <EmptyState message={channelsTexts.noMatch} />
      ) : (
        <ChannelListView rows={filters.shown} layout={filters.layout} renderCard={renderCard} />
      )}
      <TrafficQualitySection campaign={campaign} />
      {canEdit ? <ChannelsModals campaign={campaign} labels={labels} target={target} actions={actions} /> : null}
    </div>
  );
}
