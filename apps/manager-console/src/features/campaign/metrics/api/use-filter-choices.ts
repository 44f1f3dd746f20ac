import type { CampaignSummary, ComponentType, Label } from '@advocate/api-client';
import { useMemo } from 'react';
import { useCampaignLabels } from '../../overview/api/get-campaign-labels.ts';
import { useCampaignStatuses } from './get-campaign-statuses.ts';
import { useComponentTypes } from './get-component-types.ts';

/** Statuses of broadcasters who never joined: they have no metrics to filter by. */
const NEVER_JOINED = new Set(['Invited', 'Declined']);

export interface FilterChoices {
  broadcasters: string[];
  groups: Label[];
  componentTypes: Array<Pick<ComponentType, 'slug' | 'name'>>;
  loading: boolean;
  error: unknown;
}

/**
 * The Filters bar's choices (spec 01 §7 reads): the campaign's broadcasters who joined
 * (get_statuses), its groups (labels by campaign) and its visible component types (componentTypes
 * narrowed to the campaign's available ones, in the types' sort order).
 */
export function useFilterChoices(campaign: Pick<CampaignSummary, 'slug' | 'available_components'>): FilterChoices {
  const statuses = useCampaignStatuses(campaign.slug);
  const labels = useCampaignLabels(campaign.slug);
  const types = useComponentTypes();
  const available = campaign.available_components;
  return useMemo(() => {
    const allowed = new Set<string>(available);
    return {
      broadcasters: (statuses.data ?? [])
        .filter((s) => !NEVER_JOINED.has(s.status))
        .map((s) => s.username)
        .sort((a, b) => a.localeCompare(b)),
      groups: [...(labels.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
      componentTypes: (types.data ?? [])
        .filter((t) => !t.is_hidden && allowed.has(t.slug))
        .sort((a, b) => a.sort_order - b.sort_order)
        .map(({ slug, name }) => ({ slug, name })),
      loading: (!statuses.data && !statuses.error) || (!labels.data && !labels.error) || (!types.data && !types.error),
      error: statuses.error ?? labels.error ?? types.error,
    };
  }, [statuses.data, statuses.error, labels.data, labels.error, types.data, types.error, available]);
}
