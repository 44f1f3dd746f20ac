import { describe, expect, it } from 'vitest';
import { uniqueClicks, type ClickRecord } from './unique-clicks.ts';

type Click = ClickRecord & { id: number };
const click = (id: number, time: string, ip: string | null, component: number | null, broadcaster: string): Click => ({
  id,
  time,
  ip_addr: ip,
  component_id: component,
  broadcaster,
});

describe('uniqueClicks: keep the last click per ip, component and broadcaster (spec 01 §4)', () => {
  it.each([
    ['empty', [], []],
    ['one click', [click(1, '2024-01-01T00:00Z', '1.1.1.1', 5, 'a')], [1]],
    [
      'same key: latest time wins',
      [click(1, '2024-01-01T02:00Z', '1.1.1.1', 5, 'a'), click(2, '2024-01-01T01:00Z', '1.1.1.1', 5, 'a')],
      [1],
    ],
    [
      'same key, same time: later in list wins',
      [click(1, '2024-01-01T01:00Z', '1.1.1.1', 5, 'a'), click(2, '2024-01-01T01:00Z', '1.1.1.1', 5, 'a')],
      [2],
    ],
    [
      'different ip, component or broadcaster are separate',
      [
        click(1, '2024-01-01T01:00Z', '1.1.1.1', 5, 'a'),
        click(2, '2024-01-01T01:00Z', '2.2.2.2', 5, 'a'),
        click(3, '2024-01-01T01:00Z', '1.1.1.1', 6, 'a'),
        click(4, '2024-01-01T01:00Z', '1.1.1.1', 5, 'b'),
      ],
      [1, 2, 3, 4],
    ],
    [
      'survivors keep input order',
      [click(1, '2024-01-01T01:00Z', 'x', 1, 'a'), click(2, '2024-01-01T01:00Z', 'y', 1, 'a'), click(3, '2024-01-01T03:00Z', 'x', 1, 'a')],
      [2, 3],
    ],
    ['missing ip is its own key', [click(1, '2024-01-01T01:00Z', null, 1, 'a'), click(2, '2024-01-01T02:00Z', null, 1, 'a')], [2]],
    [
      'unparseable time loses to a real one',
      [click(1, 'nonsense', 'x', 1, 'a'), click(2, '2024-01-01T02:00Z', 'x', 1, 'a'), click(3, 'bad', 'x', 1, 'a')],
      [2],
    ],
  ])('%s', (_name, input, expectedIds) => {
    expect(uniqueClicks(input).map((c) => c.id)).toEqual(expectedIds);
  });

  it('string and number component ids are different keys', () => {
    const list = [
      { time: 1, ip_addr: 'x', component_id: 1, broadcaster: 'a' },
      { time: 2, ip_addr: 'x', component_id: '1', broadcaster: 'a' },
    ];
    expect(uniqueClicks(list)).toHaveLength(2);
  });
});
