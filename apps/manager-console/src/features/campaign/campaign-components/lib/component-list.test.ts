import { describe, expect, it } from 'vitest';
import { makeComponent, makeVersion, TYPES } from '../testing/component-fixtures.ts';
import {
  componentsOfOfferedTypes,
  groupComponentsByType,
  hasEndedComponents,
  isComponentActive,
  isEditableType,
  offeredTypes,
  versionHistory,
} from './component-list.ts';

const now = new Date('2026-06-01T12:00:00Z');
const past = '2026-05-01T00:00:00Z';
const future = '2026-07-01T00:00:00Z';

describe('offered types and grouping (spec 01 §2)', () => {
  it('keeps only the types the campaign offers, in the sort order, whatever order they come in', () => {
    const shuffled = [...TYPES].reverse();
    expect(offeredTypes(shuffled, ['custom-link', 'live-graphics', 'suggested-tweet']).map((t) => t.slug)).toEqual([
      'live-graphics',
      'suggested-tweet',
      'custom-link',
    ]);
    expect(offeredTypes([{ ...TYPES[0], is_hidden: true }], ['live-graphics'])).toEqual([]);
  });

  it('groups by type in sort order, newest first, and leaves out components of types not offered, deleted ones and empty types', () => {
    const types = offeredTypes(TYPES, ['banner-graphics', 'live-graphics']);
    const components = componentsOfOfferedTypes(
      [
        makeComponent({ id: 1, type: 'banner-graphics' }),
        makeComponent({ id: 2, type: 'live-graphics' }),
        makeComponent({ id: 3, type: 'suggested-tweet' }),
        makeComponent({ id: 4, type: 'banner-graphics' }),
        makeComponent({ id: 5, type: 'banner-graphics', is_deleted: true }),
      ],
      types,
    );
    const sections = groupComponentsByType(components, types, { showPast: false, now });
    expect(sections.map((s) => [s.type.slug, s.components.map((c) => c.id)])).toEqual([
      ['live-graphics', [2]],
      ['banner-graphics', [4, 1]],
    ]);
  });

  it('hides ended components unless Show Past Components is on; the checkbox shows only when ended ones exist', () => {
    const types = offeredTypes(TYPES, ['banner-graphics']);
    const components = [
      makeComponent({ id: 1, type: 'banner-graphics', end_time: past }),
      makeComponent({ id: 2, type: 'banner-graphics', end_time: future }),
    ];
    expect(groupComponentsByType(components, types, { showPast: false, now })[0].components.map((c) => c.id)).toEqual([2]);
    expect(groupComponentsByType(components, types, { showPast: true, now })[0].components.map((c) => c.id)).toEqual([2, 1]);
    expect(hasEndedComponents(components, now)).toBe(true);
    expect(hasEndedComponents([components[1]], now)).toBe(false);
    expect(groupComponentsByType([components[0]], types, { showPast: false, now })).toEqual([]);
  });

  it('calls a component active when ready, started and not ended', () => {
    expect(isComponentActive(makeComponent({ id: 1, type: 'suggested-tweet' }), now)).toBe(true);
    expect(isComponentActive(makeComponent({ id: 1, type: 'suggested-tweet', is_ready: false }), now)).toBe(false);
    expect(isComponentActive(makeComponent({ id: 1, type: 'suggested-tweet', start_time: future }), now)).toBe(false);
    expect(isComponentActive(makeComponent({ id: 1, type: 'suggested-tweet', end_time: past }), now)).toBe(false);
  });

  it('offers edit for every type but suggested tweets and retweets', () => {
    expect(TYPES.filter((t) => !isEditableType(t.slug)).map((t) => t.slug)).toEqual(['suggested-tweet', 'suggested-retweet']);
  });
});

describe('version history (spec 01 §2: one entry per content id, newest first)', () => {
  it('shows each content id once, at its newest version, and marks the active one', () => {
    const versions = [
      makeVersion({ id: 4, content_id: 'a', sequence_number: 4 }), // 'a' reactivated
      makeVersion({ id: 3, content_id: 'c', sequence_number: 3 }),
      makeVersion({ id: 2, content_id: 'b', sequence_number: 2 }),
      makeVersion({ id: 1, content_id: 'a', sequence_number: 1 }),
    ];
    const history = versionHistory(
      makeComponent({ id: 9, type: 'banner-graphics', versions: [...versions].reverse(), activeVersion: versions[0] }),
    );
    expect(history.map((e) => [e.version.id, e.version.content_id, e.active])).toEqual([
      [4, 'a', true],
      [3, 'c', false],
      [2, 'b', false],
    ]);
  });

  it('is empty for a component without versions', () => {
    expect(versionHistory(makeComponent({ id: 1, type: 'banner-graphics', versions: [], activeVersion: null }))).toEqual([]);
  });
});
