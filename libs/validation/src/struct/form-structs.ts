import { signInForm, signUpForm, resetRequestForm, resetPasswordForm } from '../forms/auth-forms.ts';
import { notificationForm, applicationForm, profileUpdateForm } from '../forms/profile-forms.ts';
import { campaignCreateForm, campaignUpdateForm, sponsorForm, featureForm, fullscreenTriggerForm } from '../forms/campaign-forms.ts';
import { teamSettingsForm, squadForm, groupLabelForm } from '../forms/team-forms.ts';
import { reportForm } from '../forms/report-form.ts';
import { managerInvitationForm, managerEditForm } from '../forms/manager-forms.ts';
import { chatbotMessageForm, editTweetForm } from '../forms/creator-forms.ts';
import { componentFormFor } from '../forms/component-forms.ts';
import type { ComponentFormContext, ComponentTypeSlug } from '../forms/component-forms.ts';
import { addFromTeamForm, inviteBroadcasterForm, inviteToTeamForm, removeBroadcasterForm } from '../forms/broadcaster-forms.ts';
import type { BroadcasterContext } from '../rules/membership.ts';
import { required } from '../rules/required.ts';
import { formShapes as shapes } from './form-shapes.ts';
import { structFromForm } from './struct-from-form.ts';

export const signInStruct = structFromForm(signInForm, shapes.signIn);
export const signUpStruct = structFromForm(signUpForm, shapes.signUp);
export const resetRequestStruct = structFromForm(resetRequestForm, shapes.resetRequest);
/** uid and token come from the emailed link and must be present too. */
export const resetPasswordStruct = structFromForm({ ...resetPasswordForm, uid: [required], token: [required] }, shapes.resetPassword);
/** The terms answer sent with PUT rest-auth/user/: tos_agreed is a timestamp, or null when unticked. */
export const tosAgreementStruct = structFromForm({}, shapes.tosAgreement);

export const profileUpdateStruct = structFromForm(profileUpdateForm, shapes.profileUpdate);
export const notificationStruct = structFromForm(notificationForm, shapes.notification);
export const applicationStruct = structFromForm(applicationForm, shapes.application);

export const campaignCreateStruct = structFromForm(campaignCreateForm, shapes.campaign);
export const campaignUpdateStruct = structFromForm(campaignUpdateForm, shapes.campaign);
export const sponsorStruct = structFromForm(sponsorForm, shapes.sponsor);
export const teamSettingsStruct = structFromForm(teamSettingsForm, shapes.teamSettings);
export const squadStruct = structFromForm(squadForm, shapes.squad);
export const groupLabelStruct = structFromForm(groupLabelForm, shapes.groupLabel);
export const featureStruct = structFromForm(featureForm, shapes.feature);
export const fullscreenTriggerStruct = structFromForm(fullscreenTriggerForm, shapes.fullscreenTrigger);
export const reportStruct = structFromForm(reportForm, shapes.report);
export const managerInvitationStruct = structFromForm(managerInvitationForm, shapes.managerInvitation);
export const managerEditStruct = structFromForm(managerEditForm, shapes.managerEdit);
export const chatbotMessageStruct = structFromForm(chatbotMessageForm, shapes.chatbotMessage);
/** The body must carry the action's `link` (the server sets it from the action before validating). */
export const editTweetStruct = structFromForm(editTweetForm, shapes.editTweet);

/** A component body of one type under its campaign's settings (spec 01 §5). */
export function componentStruct(slug: ComponentTypeSlug, context: ComponentFormContext = {}) {
  return structFromForm(componentFormFor(slug, context), shapes.component);
}

/** Campaign and team membership bodies (`{ broadcaster }`) with the context the rules need. */
export const broadcasterStructs = {
  inviteToCampaign: (context: BroadcasterContext) => structFromForm(inviteBroadcasterForm(context), shapes.broadcaster),
  inviteToTeam: (context: BroadcasterContext = {}) => structFromForm(inviteToTeamForm(context), shapes.broadcaster),
  removeFromTeam: (context: BroadcasterContext) => structFromForm(removeBroadcasterForm(context), shapes.broadcaster),
  addFromTeam: (context: BroadcasterContext) => structFromForm(addFromTeamForm(context), shapes.broadcaster),
};
