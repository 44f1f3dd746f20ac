import { CHATBOT_COMPONENT_TYPES, COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';
import type { NewAction, ReachRow, SyncActionRow } from './repositories/broadcaster-actions-repository.ts';

/**
 * The pure part of the action reconciliation (decisions 430–432): from who each component reaches
 * and the campaign's actions, which open actions to create, retarget and delete. Completed actions
 * are history: they are read to decide, never changed.
 */

export const BANNER_ACTIONS = ['banner-add', 'banner-update', 'banner-remove'] as const;
/** Component types whose one action per broadcaster is asked once (a completed one is never asked again). */
export const ONCE_ACTIONS: Readonly<Record<string, string>> = {
  [COMPONENT_TYPE.suggestedTweet]: 'twitter-send-tweet',
  [COMPONENT_TYPE.suggestedRetweet]: 'twitter-retweet',
  [COMPONENT_TYPE.customLink]: 'custom-link-add',
};
/** Chat bot types: the broadcaster makes the campaign's chatbot a moderator, once per campaign (decision 432). */
export const CHATBOT_TYPES: readonly string[] = CHATBOT_COMPONENT_TYPES;

export interface ActionPlan {
  create: NewAction[];
  retarget: Array<{ id: number; componentId: number; versionId: number | null }>;
  remove: number[];
}

interface Desired extends Omit<NewAction, 'versionId'> {
  versionId: number | null;
  /** chatbot-mod: every chat bot component that reaches the broadcaster (an open action on any of them stays). */
  alternatives?: Set<number>;
}

/** One open or completed action per slot at a time: the banner of a component, a once-type of a component, the chatbot of the campaign. */
function slotOf(type: string, broadcasterId: number, componentId: number | null): string {
  if ((BANNER_ACTIONS as readonly string[]).includes(type)) return `${broadcasterId}|${componentId}|banner`;
  if (type === 'chatbot-mod') return `${broadcasterId}|chatbot-mod`;
  return `${broadcasterId}|${componentId}|${type}`;
}

function group(actions: readonly SyncActionRow[]): Map<string, SyncActionRow[]> {
  const slots = new Map<string, SyncActionRow[]>();
  for (const action of actions) {
    const slot = slotOf(action.type, action.broadcaster_id, action.component_id);
    slots.set(slot, [...(slots.get(slot) ?? []), action]);
  }
  return slots;
}

/** The last completed action of a slot (actions come in completion order, open ones last). */
const lastCompleted = (list: readonly SyncActionRow[] | undefined) => [...(list ?? [])].reverse().find((a) => a.completion_time !== null);
const anyCompleted = (list: readonly SyncActionRow[] | undefined) => (list ?? []).some((a) => a.completion_time !== null);

/** What each reached pair asks for. */
function desiredActions(
  reach: readonly ReachRow[],
  slots: Map<string, SyncActionRow[]>,
  latest: Map<number, number>,
): Map<string, Desired> {
  const desired = new Map<string, Desired>();
  const reachedBanners = new Set<string>();
  for (const r of reach) {
    // Panels and the chatbot are Twitch's: a broadcaster on YouTube only is never asked
    // for them, neither to add a banner nor to remove one (decision 821), so no audit or
    // compliance record holds them to it; their open ones are withdrawn.
    if (r.youtube_only && (r.type === COMPONENT_TYPE.bannerGraphics || CHATBOT_TYPES.includes(r.type))) {
      if (r.type === COMPONENT_TYPE.bannerGraphics) reachedBanners.add(slotOf('banner-add', r.broadcaster_id, r.component_id));
      continue;
    }
    const base = { broadcasterId: r.broadcaster_id, componentId: r.component_id, versionId: r.version_id };
    if (r.type === COMPONENT_TYPE.bannerGraphics) {
      const slot = slotOf('banner-add', r.broadcaster_id, r.component_id);
      reachedBanners.add(slot);
      const last = lastCompleted(slots.get(slot));
      if (!last || last.type === 'banner-remove') desired.set(slot, { ...base, type: 'banner-add' });
      else if (last.content_id !== r.content_id) desired.set(slot, { ...base, type: 'banner-update' });
      continue;
    }
    const once = ONCE_ACTIONS[r.type];
    if (once) {
      const slot = slotOf(once, r.broadcaster_id, r.component_id);
      if (!anyCompleted(slots.get(slot))) desired.set(slot, { ...base, type: once });
      continue;
    }
    if (CHATBOT_TYPES.includes(r.type)) {
      const slot = slotOf('chatbot-mod', r.broadcaster_id, null);
      if (anyCompleted(slots.get(slot))) continue;
      const found = desired.get(slot);
      if (found) found.alternatives?.add(r.component_id);
      else desired.set(slot, { ...base, type: 'chatbot-mod', alternatives: new Set([r.component_id]) });
    }
  }
  // A banner on the broadcaster's panel that no longer reaches them is to be removed (decision 431).
  for (const [slot, list] of slots) {
    if (!slot.endsWith('|banner') || reachedBanners.has(slot)) continue;
    const last = lastCompleted(list);
    if (!last || last.type === 'banner-remove' || last.component_id === null) continue;
    desired.set(slot, {
      type: 'banner-remove',
      broadcasterId: last.broadcaster_id,
      componentId: last.component_id,
      versionId: last.component_version_id ?? latest.get(last.component_id) ?? null,
    });
  }
  return desired;
}

/** Creates, retargets and deletes that bring the open actions in line with `reach`. */
export function planActions(reach: readonly ReachRow[], actions: readonly SyncActionRow[], latest: Map<number, number>): ActionPlan {
  const slots = group(actions);
  const desired = desiredActions(reach, slots, latest);
  const plan: ActionPlan = { create: [], retarget: [], remove: [] };
  for (const [slot, list] of slots) {
    const want = desired.get(slot);
    let kept = false;
    for (const open of list.filter((a) => a.completion_time === null)) {
      if (!want || kept || open.type !== want.type) {
        plan.remove.push(open.id);
        continue;
      }
      kept = true;
      const stays = want.alternatives
        ? open.component_id !== null && want.alternatives.has(open.component_id)
        : open.component_id === want.componentId;
      if (!stays || (!want.alternatives && open.component_version_id !== want.versionId)) {
        plan.retarget.push({ id: open.id, componentId: want.componentId, versionId: want.versionId });
      }
    }
    if (want && !kept) plan.create.push(toNew(want));
    desired.delete(slot);
  }
  for (const want of desired.values()) plan.create.push(toNew(want));
  return plan;
}

const toNew = ({ type, broadcasterId, componentId, versionId }: Desired): NewAction => ({ type, broadcasterId, componentId, versionId });
