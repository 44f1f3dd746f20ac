import { describe, expect, it } from 'vitest';
import { validateForm } from '../engine/validate.ts';
import {
  campaignCreateForm,
  campaignUpdateForm,
  featureForm,
  featureFormFor,
  fullscreenTriggerForm,
  sponsorForm,
} from './campaign-forms.ts';

const R = 'Required Field';
const END = 'End date must be greater than start date';

describe('campaignCreateForm (spec 01 §5)', () => {
  const good = { name: 'Summer', start_date: '2024-06-01', end_date: '2024-07-01' };
  it.each([
    ['valid', good, {}],
    ['ongoing (no end date)', { ...good, end_date: null }, {}],
    ['name and start required', {}, { name: R, start_date: R }],
    ['end equal to start', { ...good, end_date: '2024-06-01' }, { end_date: END }],
    ['end before start', { ...good, end_date: '2024-05-01' }, { end_date: END }],
    ['cutoff and cap 0 pass', { ...good, impression_cutoff: 0, daily_impression_cap: '0' }, {}],
    [
      'negative numbers',
      { ...good, impression_cutoff: -1, daily_impression_cap: -2, seconds_per_impression: -3 },
      {
        impression_cutoff: 'Must be bigger than 0',
        daily_impression_cap: 'Must be bigger than 0',
        seconds_per_impression: 'Must be bigger than 0',
      },
    ],
    ['website must be a link (decision 106)', { ...good, website: 'example.com' }, { website: 'URL must contain http or https' }],
    ['website ok', { ...good, website: 'https://example.com' }, {}],
  ])('%s', (_label, values, expected) => {
    expect(validateForm(campaignCreateForm, values)).toEqual(expected);
  });
});

describe('campaignUpdateForm (spec 01 §2: the Details page)', () => {
  it.each([
    [{ name: 'S', start_date: '2024-06-01' }, {}],
    [
      { name: '', start_date: '' },
      { name: R, start_date: R },
    ],
    [{ name: 'S', start_date: '2024-06-02', end_date: '2024-06-01' }, { end_date: END }],
  ])('%j', (values, expected) => {
    expect(validateForm(campaignUpdateForm, values)).toEqual(expected);
  });
  it('has no settings fields', () => {
    expect(Object.keys(campaignUpdateForm)).not.toContain('impression_cutoff');
  });
});

describe('sponsorForm (spec 01 §5: sponsor name required)', () => {
  it.each([
    [{ name: 'Brand' }, {}],
    [{ name: '' }, { name: R }],
    [{ name: 'Brand', seconds_per_impression: -1 }, { seconds_per_impression: 'Must be bigger than 0' }],
  ])('%j', (values, expected) => {
    expect(validateForm(sponsorForm, values)).toEqual(expected);
  });
});

describe('featureForm (spec 01 §5: broadcaster, start_time, end_time required)', () => {
  it.each([
    [{ broadcaster: 'ann', start_time: '2024-06-01T10:00:00Z', end_time: '2024-06-01T11:00:00Z' }, {}],
    [{}, { broadcaster: R, start_time: R, end_time: R }],
    [{ broadcaster: 'ann', start_time: '2024-06-01T10:00:00Z', end_time: '2024-06-01T10:00:00Z' }, { end_time: END }],
  ])('%j', (values, expected) => {
    expect(validateForm(featureForm, values)).toEqual(expected);
  });

  it('featureFormFor limits times to the campaign dates (spec 01 §2; decision 109)', () => {
    const form = featureFormFor({ start_date: '2024-06-01', end_date: '2024-06-30' });
    expect(validateForm(form, { broadcaster: 'ann', start_time: '2024-05-31', end_time: '2024-07-01' })).toEqual({
      start_time: 'Must be within the campaign dates',
      end_time: 'Must be within the campaign dates',
    });
    expect(validateForm(form, { broadcaster: 'ann', start_time: '2024-06-02', end_time: '2024-06-03' })).toEqual({});
  });
});

describe('fullscreenTriggerForm (spec 01 §5: broadcasters and component required)', () => {
  it.each([
    [{ broadcasters: ['ann'], component: 4 }, {}],
    [
      { broadcasters: [], component: '' },
      { broadcasters: R, component: R },
    ],
  ])('%j', (values, expected) => {
    expect(validateForm(fullscreenTriggerForm, values)).toEqual(expected);
  });
});
