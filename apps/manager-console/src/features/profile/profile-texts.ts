/** Every text of the manager profile page, with where it comes from. */
export const profileTexts = {
  title: 'Profile',
  /** Chosen like the spec's 'Loading Teams' and 'Loading Channels' bars (decision 286). */
  loading: 'Loading Profile',
  formName: 'Profile details',
  username: 'Username',
  email: 'Email',
  /** The terms screen's wording for the same setting (spec 00 §2). */
  advocateUpdates: 'Email me about Advocate updates',
  /** Chosen (decision 285): the spec's profile form has no password field. */
  currentPassword: 'Current password',
  currentPasswordNote: 'Needed to change your email. Your other sessions will be signed out.',
  save: 'Save',
  /** Spec 01 §8 success messages. */
  saved: 'Update Succeeded!',
} as const;
