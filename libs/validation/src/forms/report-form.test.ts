import { describe, expect, it } from 'vitest';
import { validateForm } from '../engine/validate.ts';
import { reportForm } from './report-form.ts';

const R = 'Required Field';

describe('reportForm (spec 01 §5: name max 128, type P/C/X required, start before end)', () => {
  const good = { name: 'Weekly', type: 'P', start_time: '2024-06-01T00:00', end_time: '2024-06-08T00:00' };
  it.each([
    ['valid', good, {}],
    ['each type', { ...good, type: 'X' }, {}],
    ['dates may be left out', { name: 'All time', type: 'C' }, {}],
    ['name 128', { ...good, name: 'n'.repeat(128) }, {}],
    ['name 129', { ...good, name: 'n'.repeat(129) }, { name: 'Must be no more than 128 characters' }],
    ['nothing', {}, { name: R, type: R }],
    ['unknown type', { ...good, type: 'W' }, { type: 'Select a valid choice. W is not one of the available choices.' }],
    ['end before start', { ...good, end_time: '2024-05-01T00:00' }, { end_time: 'End date must be greater than start date' }],
    ['dates before today are fine', { ...good, start_time: '2001-01-01', end_time: '2001-02-01' }, {}],
  ])('%s', (_label, values, expected) => {
    expect(validateForm(reportForm, values)).toEqual(expected);
  });
});
