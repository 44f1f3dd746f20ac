import type { BroadcasterAction, BroadcasterActionSlug } from '@advocate/api-client';

/** The dashboard's action groups (spec 02 §2), in the order the queue shows them. */
export const ACTION_GROUPS = ['panels', 'tweets', 'links', 'default'] as const;
export type ActionGroup = (typeof ACTION_GROUPS)[number];

/** Panel (banner) actions: the /panels page's. */
export const PANEL_ACTION_TYPES: readonly BroadcasterActionSlug[] = ['banner-update', 'banner-add', 'banner-remove'];
/** Tweet actions: the /twitter page's. */
export const TWEET_ACTION_TYPES: readonly BroadcasterActionSlug[] = ['twitter-send-tweet', 'twitter-retweet'];
/** Link actions: the /links page's. */
export const LINK_ACTION_TYPES: readonly BroadcasterActionSlug[] = ['custom-link-add'];

/** The group of an action type: panels, tweets, links, and default for anything else (spec 02 §2). */
export function actionGroupOf(slug: string): ActionGroup {
  if ((PANEL_ACTION_TYPES as readonly string[]).includes(slug)) return 'panels';
  if ((TWEET_ACTION_TYPES as readonly string[]).includes(slug)) return 'tweets';
  if ((LINK_ACTION_TYPES as readonly string[]).includes(slug)) return 'links';
  return 'default';
}

export interface GroupedActions {
  group: ActionGroup;
  actions: BroadcasterAction[];
}

/** The actions by group in ACTION_GROUPS order, each keeping the list's order; empty groups left out. */
export function groupActions(actions: readonly BroadcasterAction[]): GroupedActions[] {
  return ACTION_GROUPS.map((group) => ({ group, actions: actions.filter((a) => actionGroupOf(a.type.slug) === group) })).filter(
    (g) => g.actions.length > 0,
  );
}

const time = (value: string | null) => (value === null ? 0 : new Date(value).getTime());

/** Newest first by creation time, then id (the server's order, kept when a list is changed locally). */
export function newestFirst(actions: readonly BroadcasterAction[]): BroadcasterAction[] {
  return [...actions].sort((a, b) => time(b.creation_time) - time(a.creation_time) || b.id - a.id);
}

/** Open actions of these types (no completion time), newest first. */
export function openActionsOf(actions: readonly BroadcasterAction[], types: readonly string[]): BroadcasterAction[] {
  return newestFirst(actions.filter((a) => a.completion_time === null && types.includes(a.type.slug)));
}

/** Completed actions of these types, the latest completion first. */
export function completedActionsOf(actions: readonly BroadcasterAction[], types: readonly string[]): BroadcasterAction[] {
  return actions
    .filter((a) => a.completion_time !== null && types.includes(a.type.slug))
    .sort((a, b) => time(b.completion_time) - time(a.completion_time) || b.id - a.id);
}

/**
 * The broadcaster's latest completed action of all types: the only one that may be marked
 * incomplete (spec 02 §4). Undefined when none is completed.
 */
export function latestCompletedAction(actions: readonly BroadcasterAction[]): BroadcasterAction | undefined {
  return completedActionsOf(
    actions,
    actions.map((a) => a.type.slug),
  )[0];
}
