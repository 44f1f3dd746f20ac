import type { CampaignBroadcasterStatus, Component } from '@advocate/api-client';
import { COMPONENT_TYPE } from '@advocate/auth-and-guards/policies';

/** Usernames of the campaign's Active broadcasters, alphabetical (case-insensitive). */
export function activeUsernames(statuses: readonly CampaignBroadcasterStatus[]): string[] {
  return statuses
    .filter((s) => s.status === 'Active')
    .map((s) => s.username)
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/** Fullscreen videos a trigger can play now: ready, not deleted, started and not ended (decision 442). */
export function triggerableVideos(components: readonly Component[], now: Date): Component[] {
  const t = now.getTime();
  return components.filter(
    (c) =>
      c.type === COMPONENT_TYPE.fullscreenVideo &&
      c.is_ready &&
      !c.is_deleted &&
      (c.start_time === null || new Date(c.start_time).getTime() <= t) &&
      (c.end_time === null || new Date(c.end_time).getTime() > t),
  );
}
