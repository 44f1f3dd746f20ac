/** Bounds the spec states (00 §9, 01 §9, 02 §9) and the few chosen where it is silent (see README). */
export const limits = {
  /** Tweet text, spec 01 §9 and 02 §9. */
  tweetMaxLength: 280,
  /** Group label name, spec 01 §5. */
  labelMaxLength: 32,
  /** Report name, spec 01 §5. */
  reportNameMaxLength: 128,
  /** Twitter handle word characters after the @, spec 00 §9. */
  twitterHandleMaxLength: 15,
  /** YouTube video id, spec 00 §9. */
  youtubeIdLength: 11,
  /** Chosen: campaign, sponsor, team, squad and component names (decision 104). */
  nameMaxLength: 128,
  /** Chosen: Django's default minimum password length (decision 101). */
  passwordMinLength: 8,
  /** Chosen: a bound on what the server hashes, far above any real password (decision 240). */
  passwordMaxLength: 1024,
  /** Django's EmailField length (decision 192). */
  emailMaxLength: 254,
  /** Django's username length. */
  usernameMaxLength: 150,
  /** Chosen: E.164 numbers hold 8 to 15 digits after the plus sign (decision 107). */
  phoneMinDigits: 8,
  phoneMaxDigits: 15,
  /** Schedule minute selector, spec 01 §5. */
  scheduleMinuteMin: 0,
  scheduleMinuteMax: 59,
  /** Stream preview scale slider in percent, spec 02 §5. */
  streamScaleMin: 25,
  streamScaleMax: 100,
  /** Chosen: a traffic flag's dismissal note (decision 814). */
  dismissalNoteMaxLength: 1000,
  /** Dates of birth and other YYYY/MM/DD dates, spec 00 §5. */
  dateYearMin: 1900,
  dateYearMax: 2099,
} as const;

/** The placeholder the link-insert button adds to a message, spec 01 §5 and 02 §5. */
export const LINK_PLACEHOLDER = '{{link}}';
