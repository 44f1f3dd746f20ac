// Public entry of @advocate/validation: every rule, message and form rule set of the spec, shared by
// the apps' forms and the API server.
export type { Rule, FormRules, FormErrors, DrfErrors, FileLike } from './types.ts';
export { messages, chosenMessages } from './messages.ts';
export { limits, LINK_PLACEHOLDER } from './limits.ts';
export { isEmpty, getPath } from './values.ts';

export { required, checked, notUndefinedOrNull } from './rules/required.ts';
export { email } from './rules/email.ts';
export { url, urlProtocol, noManualLinks, containsLink } from './rules/links.ts';
export {
  fileOfTypes,
  fileTypes,
  graphicFile,
  imageFile,
  movieFile,
  liveGraphicFile,
  screenshotFile,
  conversionPopupFile,
  widgetFile,
} from './rules/files.ts';
export { maxLength, minLength, minSelected } from './rules/lengths.ts';
export { numeric, minValue, biggerThanZero, between } from './rules/numbers.ts';
export { wholeNumber } from './rules/whole-number.ts';
export { twitterHandle, tweetUrl, tweetIncludesLink } from './rules/twitter.ts';
export { chatCommand } from './rules/chat-command.ts';
export { duration } from './rules/duration.ts';
export { dateYmd, parseDateYmd, endAfterStart, notBeforeToday, dateWithin } from './rules/dates.ts';
export { videoUrl } from './rules/video-url.ts';
export { phone, sourceKeyword, filename, noDash } from './rules/text-formats.ts';
export { oneOf } from './rules/choices.ts';
export { matchesField, exactlyOneOf, notificationChannelConnected } from './rules/cross-field.ts';
export { campaignInvitee, teamMember, addableFromTeam, teamInvitee, usernameOf } from './rules/membership.ts';
export type { BroadcasterContext, CampaignStatus } from './rules/membership.ts';
export { passwordRules, passwordLength, passwordSimilarity, numericPassword, quickRatio } from './rules/passwords.ts';
export type { PasswordRuleOptions, PasswordUserAttribute } from './rules/passwords.ts';
export { broadcasterUsername, managerUsername, usernameRuleFor } from './rules/usernames.ts';
export { isSingleScript } from './rules/scripts.ts';

export { validateField, composeRules, when, validateForm, drfErrors, isFormValid, visibleFieldError } from './engine/validate.ts';
export type { FieldDisplayState } from './engine/validate.ts';

export { signInForm, managerSignInForm, signUpForm, resetRequestForm, resetPasswordForm, tosForm } from './forms/auth-forms.ts';
export {
  profileForm,
  notificationForm,
  applicationForm,
  profileUpdateForm,
  notificationCodes,
  platformCodes,
  contentTypeCodes,
} from './forms/profile-forms.ts';
export { nameRules, teamSettingsForm, squadForm, squadSelectionForm, groupLabelForm } from './forms/team-forms.ts';
export {
  campaignCreateForm,
  campaignUpdateForm,
  sponsorForm,
  featureForm,
  featureFormFor,
  fullscreenTriggerForm,
} from './forms/campaign-forms.ts';
export { componentForms, componentFormFor, componentTypeSlugs, componentType, addComponentForm } from './forms/component-forms.ts';
export type { ComponentTypeSlug, ComponentFormContext } from './forms/component-forms.ts';
export { reportForm, reportTypes } from './forms/report-form.ts';
export { managerInvitationForm, managerEditForm } from './forms/manager-forms.ts';
export {
  inviteBroadcasterForm,
  inviteToTeamForm,
  removeBroadcasterForm,
  addFromTeamForm,
  broadcasterSelectionForm,
} from './forms/broadcaster-forms.ts';
export { chatbotMessageForm, editTweetForm, editTweetFormFor } from './forms/creator-forms.ts';

export { structFromForm, drfErrorsFromStructError, validateBody, numberLike, fileValue } from './struct/struct-from-form.ts';
export type { FormShape } from './struct/struct-from-form.ts';
export { formShapes } from './struct/form-shapes.ts';
export {
  signInStruct,
  signUpStruct,
  resetRequestStruct,
  resetPasswordStruct,
  tosAgreementStruct,
  profileUpdateStruct,
  notificationStruct,
  applicationStruct,
  campaignCreateStruct,
  campaignUpdateStruct,
  sponsorStruct,
  teamSettingsStruct,
  squadStruct,
  groupLabelStruct,
  featureStruct,
  fullscreenTriggerStruct,
  reportStruct,
  managerInvitationStruct,
  managerEditStruct,
  chatbotMessageStruct,
  editTweetStruct,
  componentStruct,
  broadcasterStructs,
} from './struct/form-structs.ts';
export {
  payoutAdjustmentMessages,
  payoutAdjustmentLimits,
  payoutAdjustmentErrors,
  payoutAmountErrors,
  dollarsToCents,
} from './payout-adjustments.ts';
