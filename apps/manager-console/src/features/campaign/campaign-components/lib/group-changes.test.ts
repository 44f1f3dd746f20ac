import { describe, expect, it } from 'vitest';
import { makeLabel } from '../testing/component-fixtures.ts';
import { addToGroup, changedGroups, groupsOfComponent, membershipOf, removeFromGroup } from './group-changes.ts';

const labels = [makeLabel({ id: 1, name: 'EU', components: [10, 11] }), makeLabel({ id: 2, name: 'US', components: [] })];

describe('group changes (Save Group Changes: one labels/batch_update/)', () => {
  it('has nothing to save until the membership changes, and nothing again once changed back', () => {
    const start = membershipOf(labels);
    expect(changedGroups(labels, start)).toEqual([]);
    const moved = addToGroup(removeFromGroup(start, 1, 10), 2, 10);
    expect(changedGroups(labels, moved)).toEqual([
      { id: 1, components: [11] },
      { id: 2, components: [10] },
    ]);
    expect(changedGroups(labels, addToGroup(removeFromGroup(moved, 2, 10), 1, 10))).toEqual([]);
  });

  it('adds a component once and ignores removing one that is not there', () => {
    const start = membershipOf(labels);
    expect(addToGroup(start, 1, 10)).toBe(start);
    expect(removeFromGroup(start, 2, 10)).toBe(start);
  });

  it('reads the groups of a component from the edited membership', () => {
    const moved = addToGroup(membershipOf(labels), 2, 11);
    expect(groupsOfComponent(labels, moved, 11).map((l) => l.name)).toEqual(['EU', 'US']);
    expect(groupsOfComponent(labels, membershipOf(labels), 12)).toEqual([]);
  });
});
