/**
 * Messages only the API server answers (the spec leaves their wording to the server; these follow
 * Django REST framework and django-rest-auth, whose answers the spec's console was built against).
 * Kept in libs/validation so every message the product shows comes from one place.
 */
export const serverMessages = {
  unableToLogIn: 'Unable to log in with provided credentials.',
  userInactive: 'User account is disabled.',
  emailTaken: 'A user is already registered with this e-mail address.',
  invalidResetValue: 'Invalid value',
  resetSent: 'Password reset e-mail has been sent.',
  passwordReset: 'Password has been reset with the new password.',
  loggedOut: 'Successfully logged out.',
  emailVerified: 'ok',
  invalidConfirmationKey: 'Invalid confirmation key.',
  inviteExpired: 'This invitation has expired.',
  invalidOAuthCode: 'Could not sign in with this provider. Please try again.',
  invalidOAuthState: 'The sign-in request could not be verified. Please try again.',
  /** Django's unique-username wording (decision 192). */
  usernameTaken: 'A user with that username already exists.',
  /** Upload over the size limit (decision 193). */
  fileTooLarge: 'The file is too large. The maximum size is 5 MB.',
  /** GET users/test/ for a signed-in user. */
  authenticated: 'ok',
  /** Google sign-in of an account that has no YouTube channel (decision 222). */
  noYouTubeChannel: 'This Google account has no YouTube channel.',
  /** Twitch/YouTube sign-in of an account linked to a manager (decision 222). */
  managerProviderSignIn: 'Manager accounts sign in with their email and password.',
  /** Connecting a provider account that another user already connected (decision 224). */
  socialAccountTaken: 'This account is already connected to another user.',
  /** Connect YouTube on the profile with a channel another broadcaster signs in with (decision 701). */
  youtubeChannelTaken:
    'This YouTube channel is already connected to another Advocate broadcaster. Sign in with it, or choose another channel.',
  /** Twitter/Discord connect when the provider refuses or cannot be reached (decision 224). */
  oauthConnectFailed: 'Could not connect this account. Please try again.',
  /** Discord connect with a callback_url outside the login app (decision 224). */
  invalidCallbackUrl: 'Invalid callback URL.',
  /** A broken multipart body, in DRF's parse-error wording (decision 193). */
  malformedMultipart: 'Multipart form parse error - the body is not valid multipart form data.',
  /** A text value holding U+0000, which PostgreSQL text cannot store: DRF's wording (decision 232). */
  nullCharacters: 'Null characters are not allowed.',
  /** A request signed with an API key on a route that does not accept one (decision 260). */
  apiKeyNotAllowed: 'An API key cannot be used for this action. Sign in to do it.',
  /** POST generate-api-key/ by a user with a password, without a recent password sign-in (decision 260). */
  apiKeyNeedsRecentSignIn: 'Sign in again with your password to generate an API key.',
  /** POST generate-api-key/ by a user without a password whose email is not confirmed (decision 260). */
  apiKeyNeedsConfirmedEmail: 'Confirm your email address to generate an API key.',
  /** An email change with a wrong current password, after Django's PasswordChangeForm (decision 264). */
  currentPasswordIncorrect: 'Your current password was entered incorrectly. Please enter it again.',
  /** DRF's protocol details; the console reacts to the first and third (spec 00 §8). */
  invalidToken: 'Invalid token.',
  notAuthenticated: 'Authentication credentials were not provided.',
  notFound: 'Not found.',
  /** DRF's PermissionDenied: a user who may see a thing but not change it (issue 10). */
  permissionDenied: 'You do not have permission to perform this action.',
  /** DRF CursorPagination's answer to a cursor it did not make (the activity log, decision 803). */
  invalidCursor: 'Invalid cursor',
  serverError: 'A server error occurred.',
  // Managers (decisions 340-349).
  /** A manager removing, deactivating or demoting themselves (decision 343). */
  cannotChangeSelf: 'You cannot remove or demote yourself.',
  /** Sign-up with a manager invitation key that is unknown, deleted or used (decision 345). */
  managerInviteInvalid: 'This invitation is invalid or has already been used.',
  /** Sign-up with a manager invitation key under another address than the invited one (decision 345). */
  managerInviteOtherEmail: 'This invitation was sent to another email address.',
  // Creator studio: invitations, self-suspension (decisions 350-359).
  /** Answering an invitation that is no longer open (decision 351). */
  invitationAnswered: 'This invitation has already been answered.',
  /** Accepting the invitation of a campaign that has ended (decision 351). */
  invitationCampaignEnded: 'This campaign has ended.',
  /** Self-suspension on a campaign without allow_self_deactivate (decision 353). */
  selfDeactivateNotAllowed: 'This campaign does not allow you to suspend it.',
  /** Suspending a campaign the broadcaster is not Active on (decision 353). */
  suspendNeedsActive: 'You can only suspend a campaign you are active on.',
  /** Re-activating a campaign the broadcaster did not suspend themselves (decision 353). */
  activateNeedsSuspended: 'You can only re-activate a campaign you suspended yourself.',
  // Broadcaster actions (decisions 430-437).
  /** mark_incomplete of an action that is not the broadcaster's latest completed one (decision 435). */
  actionNotLatest: 'Only your latest completed action can be marked incomplete.',
  /** Completing an action that is already completed (decision 435). */
  actionAlreadyCompleted: 'This action has already been completed.',
  /** mark_incomplete of an action that is still open (decision 435). */
  actionNotCompleted: 'This action has not been completed.',
  /** send_tweet or send_retweet on an action of another type (decision 435). */
  actionWrongCompletion: 'This action cannot be completed that way.',
  /** Sending through Twitter without a connected Twitter account (decision 436). */
  twitterNotConnected: 'Connect your Twitter account on your profile page to send tweets.',
  /** Twitter refused or could not be reached (decision 436). */
  tweetFailed: 'Twitter did not accept the tweet. Please try again later.',
  retweetFailed: 'Twitter did not accept the retweet. Please try again later.',
  /** A suggested retweet whose message is not a tweet address (decision 436). */
  retweetTargetInvalid: 'This suggested retweet has no tweet to retweet.',
  /** assign-broadcaster-link/ for someone who is not a broadcaster on a campaign of that link (decision 437). */
  linkNotAssignable: "This link is not one of this broadcaster's campaign links.",
  // Overlay reports (decisions 510-512).
  /** A display report overlapping one already recorded for the same graphic (decision 511). */
  displayOverlaps: 'This display overlaps one already recorded.',
  /** A display reported as starting in the future or more than an hour ago (decision 511). */
  displayOutsideWindow: 'This display is not within the accepted time window.',
  /** A video trigger reported played a second time (decision 512). */
  videoAlreadyPlayed: 'This video has already been played.',
  /** A test pattern reported shown a second time (decision 512). */
  testPatternAlreadyShown: 'This test pattern has already been shown.',
  // Tracked links, conversions, webhooks (decisions 520-529).
  /** POST conversion/ with a source that is no tracked link's key (decision 526). */
  unknownConversionSource: 'This is not a tracked link key.',
  /** A webhook address that is not https (http only for WEBHOOK_ALLOWED_HOSTS; decisions 524, 670). */
  webhookHttpsOnly: 'Webhook URLs must start with https://.',
  /** A signed conversion call or shop order webhook whose signature is missing or wrong (decisions 662, 663). */
  invalidSignature: 'Invalid signature.',
  /** A signed conversion call whose timestamp is more than 5 minutes away from the server's clock (decision 662). */
  signatureExpired: 'Signature timestamp is too old or in the future.',
  /** A shop order webhook from a shop without a confirmed installation for the link's campaign (decision 663). */
  shopNotConfirmed: 'This shop has no confirmed installation for this campaign.',
  /** A webhook address that is, or resolves to, a local, private or cloud-metadata address (decision 670). */
  webhookPublicAddressOnly: 'Webhook URLs must point to a public internet address.',
  /** A campaign that already has its WEBHOOKS_PER_CAMPAIGN webhooks (decision 671). */
  tooManyWebhooks: 'A campaign can have at most 10 webhooks.',
  // Compliance (decisions 570-579).
  /** An override sent against a compliance result that changed since it was read (decision 571). */
  complianceChanged: 'This compliance result has changed since you loaded it. Please review it and try again.',
} as const;
