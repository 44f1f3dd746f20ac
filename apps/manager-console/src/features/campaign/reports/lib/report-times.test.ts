import { describe, expect, it } from 'vitest';
import { defaultRange, fromLocalInput, toLocalInput } from './report-times.ts';

describe('report times (decision 601)', () => {
  it('round-trips a local input through an instant', () => {
    const local = '2024-06-01T13:45';
    expect(toLocalInput(fromLocalInput(local))).toBe(local);
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('not a date')).toBe('');
    expect(toLocalInput(null)).toBe('');
  });

  it('runs from the campaign start to the next minute while the campaign runs', () => {
    const now = new Date(2024, 5, 10, 12, 30, 20);
    expect(defaultRange({ start_date: new Date(2024, 5, 1, 9).toISOString(), end_date: null }, now)).toEqual({
      start_time: '2024-06-01T09:00',
      end_time: '2024-06-10T12:31',
    });
  });

  it('ends at the campaign end once it has ended', () => {
    const now = new Date(2024, 5, 10, 12, 30);
    const range = defaultRange({ start_date: new Date(2024, 4, 1).toISOString(), end_date: new Date(2024, 5, 5, 18).toISOString() }, now);
    expect(range).toEqual({ start_time: '2024-05-01T00:00', end_time: '2024-06-05T18:00' });
  });
});
