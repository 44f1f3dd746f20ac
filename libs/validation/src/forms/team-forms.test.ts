import { describe, expect, it } from 'vitest';
import { validateForm } from '../engine/validate.ts';
import type { FormRules } from '../types.ts';
import { groupLabelForm, squadForm, squadSelectionForm, teamSettingsForm } from './team-forms.ts';

const R = 'Required Field';

describe('teamSettingsForm (spec 01 §5: name required; seconds_per_impression required, not below 0)', () => {
  it.each([
    [{ name: 'Team A', seconds_per_impression: 15 }, {}],
    [{ name: 'Team A', seconds_per_impression: 0 }, {}],
    [{ name: 'Team A', seconds_per_impression: '0' }, {}],
    [{ name: 'Team A', seconds_per_impression: -1 }, { seconds_per_impression: 'Must be bigger than 0' }],
    [
      { name: '', seconds_per_impression: '' },
      { name: R, seconds_per_impression: R },
    ],
    [{ name: 'undefined', seconds_per_impression: 5 }, { name: 'Invalid field value' }],
    [{ name: 'n'.repeat(128), seconds_per_impression: 5 }, {}],
    [{ name: 'n'.repeat(129), seconds_per_impression: 5 }, { name: 'Must be no more than 128 characters' }],
  ])('%j', (values, expected) => {
    expect(validateForm(teamSettingsForm, values)).toEqual(expected);
  });
});

describe('squadForm / squadSelectionForm (spec 01 §5, 02 §5)', () => {
  it.each<[FormRules, Record<string, unknown>, Record<string, string>]>([
    [squadForm, { name: 'Alpha' }, {}],
    [squadForm, { name: ' ' }, { name: R }],
    [squadSelectionForm, { squad: 3 }, {}],
    [squadSelectionForm, { squad: null }, { squad: R }],
  ])('%#', (form, values, expected) => {
    expect(validateForm(form, values)).toEqual(expected);
  });
});

describe('groupLabelForm (spec 01 §5: required, max 32)', () => {
  it.each([
    [{ name: 'g'.repeat(32) }, {}],
    [{ name: 'g'.repeat(33) }, { name: 'Must be no more than 32 characters' }],
    [{ name: '' }, { name: R }],
    [{}, { name: R }],
  ])('%j', (values, expected) => {
    expect(validateForm(groupLabelForm, values)).toEqual(expected);
  });
});
