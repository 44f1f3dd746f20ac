import type { Component, ComponentType, ComponentVersion } from '@advocate/api-client';
import { isComponentEnded } from '@advocate/metrics-math';
import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';

type Timed = Pick<Component, 'start_time' | 'end_time'>;

/** Active (decision 422): ready, started (no start_time or one reached) and not ended. */
export function isComponentActive(component: Timed & Pick<Component, 'is_ready'>, now: Date): boolean {
  const started = component.start_time === null || Date.parse(component.start_time) <= now.getTime();
  return component.is_ready && started && !isComponentEnded(component, now);
}

export interface TypeSection {
  type: ComponentType;
  components: Component[];
}

/** The types the campaign offers (its available_components), in the types' sort order; hidden ones never come from the API. */
export function offeredTypes(types: readonly ComponentType[], available: readonly string[]): ComponentType[] {
  return types
    .filter((type) => available.includes(type.slug) && !type.is_hidden)
    .sort((a, b) => a.sort_order - b.sort_order || a.slug.localeCompare(b.slug));
}

/** Components of the offered types only (spec 01 §2: no hidden types, none the campaign does not offer). */
export function componentsOfOfferedTypes(components: readonly Component[], types: readonly ComponentType[]): Component[] {
  const slugs = new Set(types.map((type) => type.slug));
  return components.filter((component) => slugs.has(component.type) && component.is_deleted !== true);
}

/**
 * Spec 01 §2: the components grouped by type in the types' sort order; ended ones only with
 * 'Show Past Components'. Types without a component to show are left out; within a type the
 * newest component comes first.
 */
export function groupComponentsByType(
  components: readonly Component[],
  types: readonly ComponentType[],
  { showPast, now }: { showPast: boolean; now: Date },
): TypeSection[] {
  return types
    .map((type) => ({
      type,
      components: components
        .filter((component) => component.type === type.slug && (showPast || !isComponentEnded(component, now)))
        .sort((a, b) => b.id - a.id),
    }))
    .filter((section) => section.components.length > 0);
}

/** Whether 'Show Past Components' is offered: only when ended components exist (spec 01 §2). */
export function hasEndedComponents(components: readonly Component[], now: Date): boolean {
  return components.some((component) => isComponentEnded(component, now));
}

export interface VersionEntry {
  version: ComponentVersion;
  /** The entry of the component's active version (same content id). */
  active: boolean;
}

/**
 * Spec 01 §2 version history: one entry per content id, newest first. A reactivated version is a new
 * version with an old content id, so each content id is shown at its newest version.
 */
export function versionHistory(component: Pick<Component, 'versions' | 'activeVersion'>): VersionEntry[] {
  const newestFirst = [...component.versions].sort((a, b) => b.sequence_number - a.sequence_number || b.id - a.id);
  const seen = new Set<string>();
  const activeContent = component.activeVersion?.content_id ?? newestFirst[0]?.content_id;
  const entries: VersionEntry[] = [];
  for (const version of newestFirst) {
    if (seen.has(version.content_id)) continue;
    seen.add(version.content_id);
    entries.push({ version, active: version.content_id === activeContent });
  }
  return entries;
}

/** Edit is not offered for suggested tweets and retweets (spec 01 §2). */
export function isEditableType(slug: string): boolean {
  return slug !== COMPONENT_TYPE.suggestedTweet && slug !== COMPONENT_TYPE.suggestedRetweet;
}
