/**
 * Every message the UI and the API show for a bad value, character for character as the spec writes it.
 * Parameterised messages are functions. The `chosen` block holds wording picked where the spec is silent
 * (listed in the README and in docs/decisions 100-119).
 */
const spec = {
  /** 00 §5 */ required: 'Required Field',
  /** 00 §5 */ email: 'Invalid Email Address',
  /** 00 §5 */ url: 'Invalid URL',
  /** 00 §5 */ urlProtocol: 'URL must contain http or https',
  /** 00 §5 */ manualLink: 'Manual Link Entered',
  /** 00 §5, both the full and the jpeg/png/jpg variant */ graphicFile: 'Must be a valid graphic file type.',
  /** 00 §5 */ movieFile: 'Must be a valid movie file.',
  /** 00 §5 */ invalidFieldValue: 'Invalid field value',
  /** 00 §5 */ maxLength: (max: number): string => `Must be no more than ${max} characters`,
  /** 00 §5, 02 §5 ('Must select at least 1 option') */
  minSelected: (min: number): string => `Must select at least ${min} option${min === 1 ? '' : 's'}`,
  /** 00 §5 */ twitterHandle: 'Enter a valid twitter handle (@ required)',
  /** 00 §5 */ tweetUrl: 'Enter a valid tweet URL',
  /** 00 §5 */ commandBang: 'Commands cannot begin with !',
  /** 00 §5 */ commandSpaces: 'Commands cannot include spaces',
  /** 00 §5 */ durationInteger: 'Duration must be an integer',
  /** 00 §5 */ durationTooShort: 'Duration must be greater than 1 second',
  /** 00 §5, 01 §5 */ endAfterStart: 'End date must be greater than start date',
  /** 00 §5, 02 §5 */ dateYmd: 'Must be a valid date of form YYYY/MM/DD',
  /** 00 §5 */ videoUrl: 'Must be a valid Vimeo or Youtube URL',
  /** 00 §5 */ phone: "Must match format '+12223334444'",
  /** 00 §5 */ sourceKeyword: 'Invalid keyword',
  /** 00 §5 */ filename: 'Incorrect filename',
  /** 01 §5 */ noDash: "Cannot include '-'",
  /** 01 §5, for minimum 0 ('Must be bigger than 0') */ biggerThan: (min: number): string => `Must be bigger than ${min}`,
  /** 01 §5 */ selectValidTeamMember: 'Please select a valid team member!',
  /** 01 §5 */ pendingInvitation: 'This broadcaster already has a pending invitation!',
  /** 01 §5 */ alreadyOnCampaign: 'This broadcaster is already on this campaign!',
  /** 01 §5 */ selectValidBroadcaster: 'Please select a valid broadcaster!',
  /** 01 §5 */ videoSourceExclusive: 'You must add at least a youtube url or video file, but not both',
  /** 01 §8 */ invalidComponentType: 'Not a valid component type',
  /** 01 §8 */ invalidComponentField: 'Not a valid component field',
  /** 01 §5, tooltip on a locked invitation email */
  managerEmailLocked:
    'Email address cannot be edited. Please delete invitation and make a new one if you need to change the email address.',
  /** 01 §8, the managers page's reactivate failure. */ reactivateUserFailed: "Couldn't reactivate user. Please try again later",
  /** 01 §8 'Couldn't delete {type}' for managers, invitations, webhooks and groups. */ deleteFailed: (type: string): string =>
    `Couldn't delete ${type}. Please try again later`,
  /** 00 §4, §8: a reset confirmation refused for its link (uid or token) */ resetLinkInvalid: 'This reset link is invalid.',
  /** 02 §5 */ phoneRequired: 'You must add a phone number',
  /** 02 §5 */ discordRequired: 'You must connect your discord account',
  /** 02 §5 (the unbalanced quote is the spec's) */
  tweetMustInclude: (link: string): string => `Your tweet must include "${link}.`,
  /** 02 §5 */
  streamOverlap:
    'Woops! Looks like some of your graphics are overlapping. You must not have overlapping graphics to save your positioning.',
  /** 02 §5 */ streamSaveFailed: 'Unable to save this stream layout.',
} as const;

/** Wording chosen where the spec is silent. */
const chosen = {
  /** Decision 814: dismissing a traffic flag without saying why. */ dismissalNoteRequired: 'Add a note saying why this flag is dismissed.',
  /** Decision 814: dismissing a traffic flag that is no longer open. */ trafficFlagNotOpen: 'This flag has already been dismissed.',
  /** Decision 844: clicks joined a traffic flag after the manager loaded it. */ trafficFlagChanged:
    'More clicks joined this flag since it was loaded. Reload it, check its figures and dismiss it again.',
  /** Decision 662: the conversion secret could not be replaced. */ rotateSecretFailed:
    "Couldn't rotate the secret. Please try again later",
  /** Django's wording (decision 100). */ passwordsDontMatch: "The two password fields didn't match.",
  /** Django's wording (decision 101). */
  passwordTooShort: (min: number): string => `This password is too short. It must contain at least ${min} characters.`,
  /** Decision 101. */ minLength: (min: number): string => `Must be at least ${min} characters`,
  /** Django's CommonPasswordValidator (decision 244). */ passwordTooCommon: 'This password is too common.',
  /** Django's NumericPasswordValidator (decision 244). */ passwordEntirelyNumeric: 'This password is entirely numeric.',
  /** Django's UserAttributeSimilarityValidator, with the field's verbose name (decision 244). */
  passwordTooSimilar: (attribute: 'email address' | 'username'): string => `The password is too similar to the ${attribute}.`,
  /** Decision 245: Cc, Cf (bidi overrides, zero-width) and other invisible code points. */
  usernameInvisibleCharacters: 'Usernames cannot contain control or invisible characters.',
  /** Decision 245: look-alike letters of two scripts, e.g. Latin and Cyrillic. */
  usernameMixedScripts: 'Usernames cannot mix letters of different scripts (such as Latin and Cyrillic).',
  /** Decision 245, after Django's UnicodeUsernameValidator: what Twitch and YouTube names hold. */
  broadcasterUsername: 'Enter a valid username. This value may contain only letters, numbers, and ./-/_ characters.',
  /** Decision 245, after Django's ASCIIUsernameValidator: what an email address holds. */
  managerUsername:
    "Enter a valid username. This value may contain only unaccented letters a-z and A-Z, numbers, single spaces, and @/./+/-/_/'/% characters.",
  /** Decision 102: the terms checkbox unticked reads as an empty required field. */ mustAgree: 'Required Field',
  /** Decision 105. */ number: 'Must be a number',
  /** Decision 105. */ between: (min: number, max: number): string => `Must be between ${min} and ${max}`,
  /** Decision 105: Django's ChoiceField wording. */
  invalidChoice: (value: string): string => `Select a valid choice. ${value} is not one of the available choices.`,
  /** Decision 108. */ widgetFile: 'Must be a valid zip file.',
  /** Decision 109. */ notBeforeToday: 'Date cannot be before today',
  /** Decision 109. */ withinCampaignDates: 'Must be within the campaign dates',
  /** Decision 110: a value of the wrong JSON type reaching the API. */ wrongType: 'Incorrect type.',
  /** Teams (decision 314): inviting a broadcaster who is already a member. */ alreadyOnTeam: 'This broadcaster is already on this team!',
  // Campaigns (decisions 320-329).
  /** Decision 321: a related id the user may not use (DRF's PrimaryKeyRelatedField wording). */
  unknownPk: (id: string | number): string => `Invalid pk "${id}" - object does not exist.`,
  /** Decision 320: any change to a campaign that has ended. */ campaignEnded: 'This campaign has ended and can no longer be changed.',
  /** Decision 321: a date the server cannot read. */ invalidDate: 'Datetime has wrong format.',
  // Campaign management (decisions 330-339).
  /** Decision 331: activate on a broadcaster who is not inactive. */ notInactiveBroadcaster:
    'This broadcaster is not inactive on this campaign!',
  /** Decision 331: deactivate on a broadcaster who is not Active. */ notActiveBroadcaster:
    'This broadcaster is not active on this campaign!',
  /** Decision 332: a squad that is not the campaign team's. */ selectValidSquad: 'Please select a valid squad!',
  /** Decision 332. */ squadAlreadyOnCampaign: 'This squad is already on this campaign!',
  /** Decision 332. */ squadNotOnCampaign: 'This squad is not on this campaign!',
  /** Decision 333: set_approved_chatbot with an account that is not approved. */ selectApprovedChatbot:
    'Please select an approved chatbot!',
  /** 01 §8, also the API's answer when the Twitch code cannot be exchanged (decision 333). */ chatbotUpdateFailed:
    'Could not update chatbot',
  /** Decision 334: a chatbot post with no channel to go to. */ noChannelToPost: 'There is no live channel to post this message to.',
  // Managers (decisions 340-349).
  /** Decision 342: inviting an address that already has a pending manager invitation. */
  managerInvitationPending: 'A manager invitation was already sent to this email address.',
  // Channels (decisions 560-569).
  /** Decision 563: a past feature (spec 01 §2: only current and upcoming are editable). */ featureEnded:
    'This feature has ended and can no longer be changed.',
  // Reports (decisions 600-604).
  /** Decision 602: a report table's row limit that is not a whole number. */ wholeNumber: 'Must be a whole number',
} as const;

export const messages = { ...spec, ...chosen } as const;

/** The chosen (non-spec) messages alone, for documentation and tests. */
export const chosenMessages = chosen;
