import { describe, expect, it } from 'vitest';
import { dateWithin, dateYmd, endAfterStart, notBeforeToday, parseDateYmd } from './dates.ts';

const YMD = 'Must be a valid date of form YYYY/MM/DD';
const END = 'End date must be greater than start date';

describe('dateYmd (spec 00 §5 / 02 §5: YYYY/MM/DD, years 1900-2099, separators - / . or space)', () => {
  it.each([
    ['slash', '1990/05/17', undefined],
    ['dash', '1990-05-17', undefined],
    ['dot', '1990.05.17', undefined],
    ['space', '1990 05 17', undefined],
    ['mixed separators (as the spec does not forbid)', '1990-05/17', undefined],
    ['year 1900 passes', '1900/01/01', undefined],
    ['year 2099 passes', '2099/12/31', undefined],
    ['year 1899 fails', '1899/12/31', YMD],
    ['year 2100 fails', '2100/01/01', YMD],
    ['month 13', '1990/13/01', YMD],
    ['month 00', '1990/00/10', YMD],
    ['day 32', '1990/01/32', YMD],
    ['day 00', '1990/01/00', YMD],
    ['one-digit month', '1990/5/17', YMD],
    ['DD/MM/YYYY', '17/05/1990', YMD],
    ['other separator', '1990_05_17', YMD],
    ['no separator', '19900517', YMD],
    ['trailing text', '1990/05/17x', YMD],
    ['30 February (decision 113)', '2001/02/30', YMD],
    ['29 February in a non-leap year', '2001/02/29', YMD],
    ['29 February in a leap year', '2000/02/29', undefined],
    ['31 April', '1990/04/31', YMD],
    ['surrounding spaces', ' 1990/05/17 ', undefined],
    ['a number', 19900517, YMD],
    ['empty', '', undefined],
    ['null', null, undefined],
  ])('%s: %j → %j', (_label, value, expected) => {
    expect(dateYmd(value)).toBe(expected);
  });

  it.each([
    ['1990/05/17', '1990-05-17'],
    ['1990.05.17', '1990-05-17'],
    ['1990 05 17', '1990-05-17'],
    ['1990/02/30', undefined],
    ['nope', undefined],
  ])('parseDateYmd(%j) → %j', (value, expected) => {
    expect(parseDateYmd(value)).toBe(expected);
  });
});

describe('endAfterStart (spec 00 §5 / 01 §5: End date must be greater than start date)', () => {
  const rule = endAfterStart('start_date');
  it.each([
    ['end after start', '2024-01-02', { start_date: '2024-01-01' }, undefined],
    ['end equal to start', '2024-01-01', { start_date: '2024-01-01' }, END],
    ['end before start', '2023-12-31', { start_date: '2024-01-01' }, END],
    ['times: one minute later', '2024-01-01T10:01:00Z', { start_date: '2024-01-01T10:00:00Z' }, undefined],
    ['times: one minute earlier', '2024-01-01T09:59:00Z', { start_date: '2024-01-01T10:00:00Z' }, END],
    ['Date objects', new Date(2000), { start_date: new Date(1000) }, undefined],
    ['YYYY/MM/DD text', '2024/01/01', { start_date: '2024/01/02' }, END],
    ['no end (ongoing)', null, { start_date: '2024-01-01' }, undefined],
    ['empty end', '', { start_date: '2024-01-01' }, undefined],
    ['no start', '2024-01-01', {}, undefined],
    ['no values at all', '2024-01-01', undefined, undefined],
    ['unreadable end', 'soon', { start_date: '2024-01-01' }, undefined],
  ])('%s', (_label, value, allValues, expected) => {
    expect(rule(value, allValues)).toBe(expected);
  });

  it('reads a nested start field', () => {
    expect(endAfterStart('period.start')('2024-01-01', { period: { start: '2024-02-01' } })).toBe(END);
  });
});

describe('notBeforeToday (spec 01 §5 / §9 today in UTC; message decision 109)', () => {
  const now = () => new Date('2024-06-15T23:30:00Z');
  const rule = notBeforeToday(now);
  it.each([
    ['earlier today (UTC) passes', '2024-06-15T00:00:00Z', undefined],
    ['tomorrow passes', '2024-06-16', undefined],
    ['yesterday fails', '2024-06-14T23:59:59Z', 'Date cannot be before today'],
    ['empty passes', '', undefined],
  ])('%s', (_label, value, expected) => {
    expect(rule(value)).toBe(expected);
  });
});

describe('dateWithin (spec 01 §2 feature limited to campaign dates; decision 109)', () => {
  const rule = dateWithin('2024-01-01', '2024-01-31');
  it.each([
    ['first day', '2024-01-01', undefined],
    ['inside', '2024-01-15T12:00:00Z', undefined],
    ['last instant', '2024-01-31', undefined],
    ['before', '2023-12-31', 'Must be within the campaign dates'],
    ['after', '2024-02-01', 'Must be within the campaign dates'],
    ['empty', '', undefined],
  ])('%s', (_label, value, expected) => {
    expect(rule(value)).toBe(expected);
  });

  it('an open end does not limit', () => {
    expect(dateWithin('2024-01-01', null)('2030-01-01')).toBeUndefined();
  });
});
