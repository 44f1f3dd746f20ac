import type { Label, LabelBatchItem } from '@advocate/api-client';

/** Group id → the component ids it holds, as edited in Manage Groups mode. */
export type GroupMembership = Readonly<Record<number, readonly number[]>>;

/** The membership the server holds now. */
export function membershipOf(labels: readonly Label[]): GroupMembership {
  return Object.fromEntries(labels.map((label) => [label.id, [...label.components]]));
}

/** The groups (labels) a component is in, in the labels' order. */
export function groupsOfComponent(labels: readonly Label[], membership: GroupMembership, componentId: number): Label[] {
  return labels.filter((label) => (membership[label.id] ?? label.components).includes(componentId));
}

export function addToGroup(membership: GroupMembership, labelId: number, componentId: number): GroupMembership {
  const current = membership[labelId] ?? [];
  return current.includes(componentId) ? membership : { ...membership, [labelId]: [...current, componentId] };
}

export function removeFromGroup(membership: GroupMembership, labelId: number, componentId: number): GroupMembership {
  const current = membership[labelId] ?? [];
  return current.includes(componentId) ? { ...membership, [labelId]: current.filter((id) => id !== componentId) } : membership;
}

const sameMembers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * 'Save Group Changes' sends one `PUT labels/batch_update/` with every label whose components
 * changed (spec 01 §7); none changed → nothing to save (the button is disabled).
 */
export function changedGroups(labels: readonly Label[], membership: GroupMembership): LabelBatchItem[] {
  return labels
    .filter((label) => membership[label.id] !== undefined && !sameMembers(label.components, membership[label.id]))
    .map((label) => ({ id: label.id, components: [...membership[label.id]] }));
}
