import { firstErrorText } from '@advocate/api-client';
import { LoadingBar } from '@advocate/ui-kit';
import { formatDateSpan } from '../dates/format-date.ts';
import { useAnswerInvitation } from './api/answer-invitation.ts';
import { useCampaignInvitations } from './api/get-campaign-invitations.ts';
import { useTeamInvitations } from './api/get-team-invitations.ts';
import { SMALL_TILES_ABOVE, invitationTexts } from './invitation-texts.ts';
import { InvitationCard } from './invitation-card.tsx';

/**
 * Campaign and team invitations to accept or decline (spec 02 §2, §4). `hideWhenEmpty` leaves the
 * whole section out while there is nothing to answer (the profile page, decision 358).
 */
export function InvitationsSection({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const campaigns = useCampaignInvitations();
  const teams = useTeamInvitations();
  const { answerCampaign, answerTeam } = useAnswerInvitation();
  const campaignList = campaigns.data ?? [];
  const teamList = teams.data ?? [];
  const loading = (!campaigns.data && !campaigns.error) || (!teams.data && !teams.error);
  const loadError = campaigns.error ?? teams.error;
  if (hideWhenEmpty && campaignList.length === 0 && teamList.length === 0) return null;

  return (
    <section aria-labelledby="invitations-heading" className="space-y-4">
      <h2 id="invitations-heading" className="text-lg font-semibold text-secondary">
        {invitationTexts.invitationsHeading}
      </h2>
      {loading ? <LoadingBar label={invitationTexts.loadingInvitations} /> : null}
      {loadError ? (
        <p role="alert" className="text-sm text-red-600">
          {firstErrorText(loadError)}
        </p>
      ) : null}
      {!loading && !loadError && campaignList.length === 0 && teamList.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-sm text-gray-600 shadow-sm">{invitationTexts.noInvitations}</p>
      ) : null}
      {campaignList.length > 0 ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-600">{invitationTexts.campaignInvitations}</h3>
          <ul className="space-y-3">
            {campaignList.map((invitation) => (
              <InvitationCard
                key={invitation.slug}
                title={invitation.name}
                small={campaignList.length > SMALL_TILES_ABOVE}
                onAnswer={(accept) => answerCampaign(invitation.slug, accept)}
                failureText={(error) => firstErrorText(error)}
              >
                <p>
                  {invitationTexts.campaignDates}: {formatDateSpan(invitation.start_date, invitation.end_date, invitationTexts.ongoing)}
                </p>
                {invitation.client ? (
                  <p>
                    {invitationTexts.client}: {invitation.client}
                  </p>
                ) : null}
                {invitation.website ? (
                  <p className="break-all">
                    {invitationTexts.website}:{' '}
                    <a className="text-primary-700 underline" href={invitation.website} target="_blank" rel="noreferrer">
                      {invitation.website}
                    </a>
                  </p>
                ) : null}
                {invitation.description ? <p className="text-gray-700">{invitation.description}</p> : null}
              </InvitationCard>
            ))}
          </ul>
        </div>
      ) : null}
      {teamList.length > 0 ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-600">{invitationTexts.teamInvitations}</h3>
          <ul className="space-y-3">
            {teamList.map((invitation) => (
              <InvitationCard
                key={invitation.id}
                title={invitation.name}
                small={teamList.length > SMALL_TILES_ABOVE}
                onAnswer={(accept) => answerTeam(invitation.id, accept)}
                failureText={(error, accept) => (accept ? invitationTexts.couldNotJoinTeam : firstErrorText(error))}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
