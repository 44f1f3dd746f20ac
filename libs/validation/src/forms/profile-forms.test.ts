import { describe, expect, it } from 'vitest';
import { validateForm } from '../engine/validate.ts';
import { applicationForm, notificationForm, profileForm, profileUpdateForm } from './profile-forms.ts';

const R = 'Required Field';

describe('profileForm (spec 00 §5: username and email required, email valid)', () => {
  it.each([
    [{ username: 'ann', email: 'ann@example.com' }, {}],
    [
      { username: '', email: '' },
      { username: R, email: R },
    ],
    [{ username: 'ann', email: 'ann.example.com' }, { email: 'Invalid Email Address' }],
  ])('%j', (values, expected) => {
    expect(validateForm(profileForm, values)).toEqual(expected);
  });
});

describe('notificationForm (spec 02 §5)', () => {
  it.each([
    ['email preference, nothing else', { selected_notifications: 'E' }, {}],
    ['SMS without phone', { selected_notifications: 'S', phone_number: '' }, { selected_notifications: 'You must add a phone number' }],
    ['SMS with phone', { selected_notifications: 'S', phone_number: '+12223334444' }, {}],
    [
      'Discord not connected',
      { selected_notifications: 'D', discord: null },
      { selected_notifications: 'You must connect your discord account' },
    ],
    ['Discord connected', { selected_notifications: 'D', discord: 'ann#1' }, {}],
    ['bad phone format', { phone_number: '2223334444' }, { phone_number: "Must match format '+12223334444'" }],
    ['bad handle', { twitter: 'ann' }, { twitter: 'Enter a valid twitter handle (@ required)' }],
    ['bad email', { email: 'ann@' }, { email: 'Invalid Email Address' }],
    [
      'unknown code',
      { selected_notifications: 'Q' },
      { selected_notifications: 'Select a valid choice. Q is not one of the available choices.' },
    ],
    ['all empty', {}, {}],
  ])('%s', (_label, values, expected) => {
    expect(validateForm(notificationForm, values)).toEqual(expected);
  });
});

describe('applicationForm (spec 02 §5 Member Details)', () => {
  const good = {
    application_full_name: 'Ann Lee',
    application_date_of_birth: '1990/05/17',
    application_streams_on_which_platforms: ['PC'],
    application_stream_content_type: ['CO', 'EN'],
  };
  it.each([
    ['complete', good, {}],
    [
      'empty',
      {},
      {
        application_full_name: R,
        application_date_of_birth: R,
        application_streams_on_which_platforms: 'Must select at least 1 option',
        application_stream_content_type: 'Must select at least 1 option',
      },
    ],
    [
      'bad date',
      { ...good, application_date_of_birth: '17/05/1990' },
      { application_date_of_birth: 'Must be a valid date of form YYYY/MM/DD' },
    ],
    [
      'date in 1899',
      { ...good, application_date_of_birth: '1899-12-31' },
      { application_date_of_birth: 'Must be a valid date of form YYYY/MM/DD' },
    ],
    ['wire date form YYYY-MM-DD', { ...good, application_date_of_birth: '1990-05-17' }, {}],
    [
      'unknown platform code',
      { ...good, application_streams_on_which_platforms: ['XB'] },
      { application_streams_on_which_platforms: 'Select a valid choice. XB is not one of the available choices.' },
    ],
  ])('%s', (_label, values, expected) => {
    expect(validateForm(applicationForm, values)).toEqual(expected);
  });
});

describe('profileUpdateForm (PUT rest-auth/user/ on the wire nesting)', () => {
  const user = { username: 'ann', email: 'ann@example.com', phone_number: null, discord: null, profile: {} };
  it.each([
    ['plain user', user, {}],
    [
      'SMS preference without phone',
      { ...user, profile: { selected_notifications: 'S' } },
      { 'profile.selected_notifications': 'You must add a phone number' },
    ],
    [
      'screenshot of a wrong type',
      { ...user, profile: { stream_preview_screenshot: { name: 's.bmp' } } },
      { 'profile.stream_preview_screenshot': 'Must be a valid graphic file type.' },
    ],
    ['application fields may stay empty', { ...user, profile: { application_date_of_birth: null } }, {}],
  ])('%s', (_label, values, expected) => {
    expect(validateForm(profileUpdateForm, values)).toEqual(expected);
  });
});
