import type { User, UserUpdate } from '@advocate/api-client';

/** Spec 00 §2 and §9: within this many pixels of the bottom the terms count as read. */
export const TERMS_READ_THRESHOLD_PX = 300;

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** True when the reader has scrolled (or the box already shows) to within the threshold of the end. */
export function hasReadTerms({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics): boolean {
  return scrollHeight - scrollTop - clientHeight <= TERMS_READ_THRESHOLD_PX;
}

export interface TermsChoices {
  agreed: boolean;
  sponsorshipOffers: boolean;
  advocateUpdates: boolean;
}

/** The agreement checkbox waits for the reading; 'I Agree' waits for the tick (and for a running submit). */
export function termsControls(state: { read: boolean; agreed: boolean; submitting: boolean }) {
  return { agreeDisabled: !state.read, submitDisabled: !state.agreed || state.submitting };
}

/** Broadcasters (user type 3) get the sponsorship-offers choice; managers do not (spec 00 §2). */
export function offersSponsorshipChoice(user: Pick<User, 'user_type'>): boolean {
  return user.user_type === 3;
}

/**
 * PUT rest-auth/user/ body: the full profile plus tos_agreed (now, or null when unticked) and the
 * email choices. The masked API key is left out so it can never be written back.
 */
export function termsUpdate(user: User, choices: TermsChoices, now: Date): UserUpdate {
  const { api_key: _masked, ...rest } = user;
  const sponsorship = offersSponsorshipChoice(user) ? { email_receive_sponsorship_offers: choices.sponsorshipOffers } : {};
  return {
    ...rest,
    tos_agreed: choices.agreed ? now.toISOString() : null,
    email_receive_advocate_updates: choices.advocateUpdates,
    profile: { ...user.profile, email_receive_advocate_updates: choices.advocateUpdates, ...sponsorship },
  };
}
