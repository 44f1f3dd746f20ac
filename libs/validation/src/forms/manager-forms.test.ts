import { describe, expect, it } from 'vitest';
import { validateForm } from '../engine/validate.ts';
import type { FormRules } from '../types.ts';
import { managerEditForm, managerInvitationForm } from './manager-forms.ts';

const R = 'Required Field';

describe('managerInvitationForm / managerEditForm (spec 01 §5)', () => {
  it.each<[FormRules, Record<string, unknown>, Record<string, string>]>([
    [managerInvitationForm, { email: 'boss@brand.com' }, {}],
    [managerInvitationForm, { email: '' }, { email: R }],
    [managerInvitationForm, { email: 'boss' }, { email: 'Invalid Email Address' }],
    [managerEditForm, { user: { email: 'boss@brand.com' } }, {}],
    [managerEditForm, { user: { email: '' } }, { 'user.email': R }],
    [managerEditForm, { 'user.email': 'nope' }, { 'user.email': 'Invalid Email Address' }],
  ])('%#', (form, values, expected) => {
    expect(validateForm(form, values)).toEqual(expected);
  });
});
