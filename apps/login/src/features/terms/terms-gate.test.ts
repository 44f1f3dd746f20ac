import { describe, expect, it } from 'vitest';
import { makeUser } from '@advocate/api-client/testing';
import { broadcasterTerms } from './data/broadcaster-terms.ts';
import { managerTerms } from './data/manager-terms.ts';
import { TERMS_READ_THRESHOLD_PX, hasReadTerms, offersSponsorshipChoice, termsControls, termsUpdate } from './terms-gate.ts';

describe('reading', () => {
  it('counts the terms as read within 300 px of the bottom', () => {
    expect(TERMS_READ_THRESHOLD_PX).toBe(300);
    expect(hasReadTerms({ scrollHeight: 3000, clientHeight: 320, scrollTop: 2380 })).toBe(true); // 300 left
    expect(hasReadTerms({ scrollHeight: 3000, clientHeight: 320, scrollTop: 2379 })).toBe(false); // 301 left
    expect(hasReadTerms({ scrollHeight: 500, clientHeight: 320, scrollTop: 0 })).toBe(true); // already in view
  });

  it('enables the checkbox after reading and I Agree after ticking', () => {
    expect(termsControls({ read: false, agreed: false, submitting: false })).toEqual({ agreeDisabled: true, submitDisabled: true });
    expect(termsControls({ read: true, agreed: false, submitting: false })).toEqual({ agreeDisabled: false, submitDisabled: true });
    expect(termsControls({ read: true, agreed: true, submitting: false })).toEqual({ agreeDisabled: false, submitDisabled: false });
    expect(termsControls({ read: true, agreed: true, submitting: true }).submitDisabled).toBe(true);
  });
});

describe('termsUpdate', () => {
  const now = new Date('2025-02-03T04:05:06.000Z');

  it('sends the full profile with tos_agreed and both email choices for a broadcaster', () => {
    const user = makeUser({ user_type: 3 });
    const body = termsUpdate(user, { agreed: true, sponsorshipOffers: false, advocateUpdates: true }, now);
    expect(body.tos_agreed).toBe('2025-02-03T04:05:06.000Z');
    expect(body.email_receive_advocate_updates).toBe(true);
    expect(body.profile).toEqual({ ...user.profile, email_receive_sponsorship_offers: false, email_receive_advocate_updates: true });
    expect(body.username).toBe(user.username);
    expect('api_key' in body).toBe(false);
  });

  it('leaves the sponsorship choice of managers alone and sends null when unticked', () => {
    const user = makeUser({ user_type: 2 });
    expect(offersSponsorshipChoice(user)).toBe(false);
    const body = termsUpdate(user, { agreed: false, sponsorshipOffers: true, advocateUpdates: false }, now);
    expect(body.tos_agreed).toBeNull();
    expect(body.profile?.email_receive_sponsorship_offers).toBe(user.profile.email_receive_sponsorship_offers);
  });
});

describe('terms texts (spec 00 §1)', () => {
  const subjects = [
    /campaign/i,
    /compensation|paid/i,
    /taxes/i,
    /disclos/i,
    /electronic/i,
    /licen[cs]e/i,
    /30 days after written notice/,
    /negotiation for 30 days/,
    /within 30 days after you first agree/,
    /Delaware/,
    /Washington, DC/,
    /within 30 days after the notice/,
    /within 14 days/,
    /18 years old/,
    /For 24 months/,
    /\$2,500/,
    /15% of the cost/,
    /last 8 weeks, annualised/,
    /18% a year/,
    /\$1,000/,
    /\$15,000/,
  ];
  for (const [name, document] of [
    ['broadcaster', broadcasterTerms],
    ['manager', managerTerms],
  ] as const) {
    it(`the ${name} version covers every subject and figure`, () => {
      const text = document.sections.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n');
      for (const subject of subjects) expect(text).toMatch(subject);
    });
  }
});
