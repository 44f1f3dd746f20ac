import type { BroadcasterAction } from '@advocate/api-client';
import { completedActionsOf, PANEL_ACTION_TYPES } from '../../../shared/broadcaster-actions/action-groups.ts';

export type PanelsTab = 'required' | 'banners';

/** Spec 02 §4: My Banners when no open banner actions exist and banners exist; else Required Actions. */
export function panelsDefaultTab(openActions: number, banners: number): PanelsTab {
  return openActions === 0 && banners > 0 ? 'banners' : 'required';
}

/** A banner on the broadcaster's Twitch panels. */
export interface PanelBanner {
  componentId: number;
  component: string;
  campaignName: string;
  image: string;
  link: string | null;
}

/**
 * The banners on the broadcaster's panels (decision 453), from their completed panel actions: per
 * component, the latest completed one — a banner-add or banner-update puts its version's image and
 * link there, a banner-remove takes it away. By campaign name, then component name.
 */
export function activeBanners(actions: readonly BroadcasterAction[]): PanelBanner[] {
  const latest = new Map<number, BroadcasterAction>();
  for (const action of completedActionsOf(actions, PANEL_ACTION_TYPES)) {
    if (!latest.has(action.component_id)) latest.set(action.component_id, action);
  }
  return [...latest.values()]
    .filter((a) => a.type.slug !== 'banner-remove' && a.version.image)
    .map((a) => ({
      componentId: a.component_id,
      component: a.component,
      campaignName: a.campaign_name,
      image: a.version.image as string,
      link: a.version.link,
    }))
    .sort(
      (a, b) => a.campaignName.localeCompare(b.campaignName) || a.component.localeCompare(b.component) || a.componentId - b.componentId,
    );
}
