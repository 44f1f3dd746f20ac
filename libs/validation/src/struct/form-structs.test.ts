import type { Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  applicationStruct,
  broadcasterStructs,
  campaignCreateStruct,
  campaignUpdateStruct,
  chatbotMessageStruct,
  componentStruct,
  editTweetStruct,
  featureStruct,
  fullscreenTriggerStruct,
  groupLabelStruct,
  managerEditStruct,
  managerInvitationStruct,
  notificationStruct,
  profileUpdateStruct,
  reportStruct,
  resetPasswordStruct,
  resetRequestStruct,
  signInStruct,
  signUpStruct,
  sponsorStruct,
  squadStruct,
  teamSettingsStruct,
  tosAgreementStruct,
} from './form-structs.ts';
import { validateBody } from './struct-from-form.ts';

const R = ['Required Field'];
// The tables mix structs of different body types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;

// Each API body: one valid payload (spec §7 call tables) and one failing with the spec's messages.
describe('per-form structs', () => {
  it.each<[string, AnyStruct, unknown, unknown, Record<string, string[]>]>([
    [
      'sign-in (00 §7 rest-auth/login/)',
      signInStruct,
      { username: 'a@b.co', password: 'x' },
      { username: '' },
      { username: R, password: R },
    ],
    [
      'sign-up (00 §7 rest-auth/registration/)',
      signUpStruct,
      { email: 'a@b.co', password1: 'abcdefgh', password2: 'abcdefgh', username: 'a@b.co' },
      { email: 'a', password1: 'abcdefgh', password2: 'x' },
      { email: ['Invalid Email Address'], password2: ["The two password fields didn't match."] },
    ],
    ['reset request', resetRequestStruct, { email: 'a@b.co' }, {}, { email: R }],
    [
      'reset confirm needs uid and token',
      resetPasswordStruct,
      { new_password1: 'abcdefgh', new_password2: 'abcdefgh', uid: 'MQ', token: 'abc-123' },
      { new_password1: 'abcdefgh', new_password2: 'abcdefgh' },
      { uid: R, token: R },
    ],
    ['terms answer', tosAgreementStruct, { tos_agreed: null }, { tos_agreed: 5 }, { tos_agreed: ['Incorrect type.'] }],
    [
      'profile update (PUT rest-auth/user/)',
      profileUpdateStruct,
      { username: 'ann', email: 'a@b.co', phone_number: '+12223334444', profile: { selected_notifications: 'S' } },
      { username: 'ann', email: 'a@b.co', profile: { selected_notifications: 'D' } },
      { 'profile.selected_notifications': ['You must connect your discord account'] },
    ],
    [
      'notification',
      notificationStruct,
      { selected_notifications: 'E' },
      { twitter: 'ann' },
      { twitter: ['Enter a valid twitter handle (@ required)'] },
    ],
    [
      'application',
      applicationStruct,
      {
        application_full_name: 'Ann',
        application_date_of_birth: '1990-01-01',
        application_streams_on_which_platforms: ['PC'],
        application_stream_content_type: ['ED'],
      },
      { application_full_name: 'Ann', application_date_of_birth: '2100-01-01', application_streams_on_which_platforms: [] },
      {
        application_date_of_birth: ['Must be a valid date of form YYYY/MM/DD'],
        application_streams_on_which_platforms: ['Must select at least 1 option'],
        application_stream_content_type: ['Must select at least 1 option'],
      },
    ],
    [
      'campaign create',
      campaignCreateStruct,
      { name: 'S', start_date: '2024-01-01', end_date: null, team: 1, broadcasters_to_add: ['ann'], squads: [2] },
      { name: 'S', start_date: '2024-01-02', end_date: '2024-01-01', team: 'one' },
      { end_date: ['End date must be greater than start date'], team: ['Incorrect type.'] },
    ],
    ['campaign update', campaignUpdateStruct, { name: 'S', start_date: '2024-01-01' }, { name: '' }, { name: R, start_date: R }],
    ['sponsor', sponsorStruct, { name: 'Brand', team: 1 }, { name: '' }, { name: R }],
    [
      'team settings',
      teamSettingsStruct,
      { name: 'T', seconds_per_impression: 15 },
      { name: 'T', seconds_per_impression: -2 },
      { seconds_per_impression: ['Must be bigger than 0'] },
    ],
    ['squad', squadStruct, { name: 'A', team: 1 }, { name: '' }, { name: R }],
    [
      'group label',
      groupLabelStruct,
      { name: 'G', campaign: 'c', components: [1] },
      { name: 'g'.repeat(33) },
      { name: ['Must be no more than 32 characters'] },
    ],
    [
      'feature',
      featureStruct,
      { broadcaster: 'ann', campaign: 'c', start_time: '2024-01-01T00:00Z', end_time: '2024-01-02T00:00Z' },
      { broadcaster: 'ann' },
      { start_time: R, end_time: R },
    ],
    [
      'video trigger',
      fullscreenTriggerStruct,
      { component: 3, broadcasters: ['ann'] },
      { broadcasters: [] },
      { broadcasters: R, component: R },
    ],
    [
      'report',
      reportStruct,
      { name: 'R', type: 'P', campaigns: ['c'] },
      { name: 'R', type: 'Q' },
      { type: ['Select a valid choice. Q is not one of the available choices.'] },
    ],
    [
      'manager invitation',
      managerInvitationStruct,
      { email: 'a@b.co', permissions_users: 2 },
      { email: 'a@b.co', permissions_users: 3 },
      { permissions_users: ['Incorrect type.'] },
    ],
    ['manager edit', managerEditStruct, { user: { email: 'a@b.co' } }, { user: { email: '' } }, { 'user.email': R }],
    ['chatbot message', chatbotMessageStruct, { text: 'hi', campaign: 'c' }, { text: '' }, { text: R }],
    [
      'edit tweet',
      editTweetStruct,
      { tweet_text: 'Go {{link}}', link: 'https://adv.gg/x' },
      { tweet_text: 'Go', link: 'https://adv.gg/x' },
      { tweet_text: ['Your tweet must include "https://adv.gg/x.'] },
    ],
  ])('%s', (_label, struct, good, bad, expected) => {
    expect(validateBody(struct, good).ok).toBe(true);
    expect(validateBody(struct, bad)).toEqual({ ok: false, errors: expected });
  });
});

describe('componentStruct (spec 01 §5 per type and campaign settings)', () => {
  it.each<[string, AnyStruct, unknown, Record<string, string[]> | undefined]>([
    [
      'banner ok',
      componentStruct('banner-graphics'),
      { name: 'B', image: { name: 'b.png', type: 'image/png' }, link: 'https://x.com' },
      undefined,
    ],
    ['banner missing', componentStruct('banner-graphics'), { name: 'B' }, { image: R, link: R }],
    ['multipart numbers as text', componentStruct('watch-party'), { name: 'W', daily_impression_cap: '10' }, undefined],
    [
      'image of a wrong JSON type',
      componentStruct('conversion-popup'),
      { name: 'C', image: 5 },
      { image: ['Must be a valid graphic file type.'] },
    ],
    [
      'keyword links on',
      componentStruct('suggested-tweet', { keyword_links: true }),
      { name: 'T', message: 'hi', keyword: 'a-b' },
      { keyword: ["Cannot include '-'"] },
    ],
  ])('%s', (_label, struct, body, expected) => {
    const result = validateBody(struct, body);
    expect(result.ok ? undefined : result.errors).toEqual(expected);
  });
});

describe('broadcasterStructs (spec 01 §7 PATCH {resource}/{needle}/{status}/ body)', () => {
  const context = { campaignStatusOf: (u: string) => (u === 'ann' ? 'Active' : undefined), isTeamMember: (u: string) => u === 'ann' };
  it.each<[string, AnyStruct, string, string[] | undefined]>([
    ['invite to campaign', broadcasterStructs.inviteToCampaign(context), 'ann', ['This broadcaster is already on this campaign!']],
    ['invite to campaign ok', broadcasterStructs.inviteToCampaign(context), 'bob', undefined],
    ['invite to team', broadcasterStructs.inviteToTeam(), '', R],
    ['remove from team', broadcasterStructs.removeFromTeam(context), 'bob', ['Please select a valid team member!']],
    ['add from team', broadcasterStructs.addFromTeam(context), 'ann', ['This broadcaster is already on this campaign!']],
  ])('%s', (_label, struct, broadcaster, expected) => {
    const result = validateBody(struct, { broadcaster });
    expect(result.ok ? undefined : result.errors.broadcaster).toEqual(expected);
  });
});
