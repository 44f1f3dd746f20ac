/** Every text and constant of the invitations lists (dashboard, and profile while held there; decisions 356, 358). */
export const invitationTexts = {
  invitationsHeading: 'Invitations',
  campaignInvitations: 'Campaign Invitations',
  teamInvitations: 'Team Invitations',
  noInvitations: 'You have no open invitations.',
  accept: 'Accept',
  decline: 'Decline',
  /** Spec 02 §8: accepting a team invitation fails. */
  couldNotJoinTeam: 'Could not join team',
  loadingInvitations: 'Loading Invitations',
  campaignDates: 'Runs',
  ongoing: 'ongoing',
  client: 'Client',
  website: 'Website',
} as const;

/** Spec 02 §4, §9: after an invite is answered the lists are read again after these delays. */
export const REFRESH_AFTER_MS = { campaign: 500, team: 2000 } as const;

/** Spec 02 §2, §9: broadcaster tiles are small when a list has more than 4 entries. */
export const SMALL_TILES_ABOVE = 4;
