import type { Label, LabelBatchItem } from '@advocate/api-client';
import type { BroadcasterMembership } from './channel-list.ts';

/** The membership the server holds now. */
export function membershipOf(labels: readonly Label[]): BroadcasterMembership {
  return Object.fromEntries(labels.map((label) => [label.id, [...label.broadcasters]]));
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The groups a broadcaster is in, in the labels' order. */
export function groupsOfBroadcaster(labels: readonly Label[], membership: BroadcasterMembership, username: string): Label[] {
  return labels.filter((label) => (membership[label.id] ?? label.broadcasters).some((u) => same(u, username)));
}

/** Puts the broadcaster in the group, or takes them out. */
export function setInGroup(membership: BroadcasterMembership, labelId: number, username: string, inGroup: boolean): BroadcasterMembership {
  const current = membership[labelId] ?? [];
  const has = current.some((u) => same(u, username));
  if (has === inGroup) return membership;
  return { ...membership, [labelId]: inGroup ? [...current, username] : current.filter((u) => !same(u, username)) };
}

const sameMembers = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((u) => b.some((v) => same(u, v)));

/** 'Save Group Changes': one labels/batch_update/ item per label whose broadcasters changed; none → nothing to save. */
export function changedGroups(labels: readonly Label[], membership: BroadcasterMembership): LabelBatchItem[] {
  return labels
    .filter((label) => membership[label.id] !== undefined && !sameMembers(label.broadcasters, membership[label.id]))
    .map((label) => ({ id: label.id, broadcasters: [...membership[label.id]] }));
}
