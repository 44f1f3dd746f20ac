import { useSession } from '@advocate/auth-and-guards';
import { isCampaignEnded } from '@advocate/metrics-math';
import { firstErrorText } from '@advocate/api-client';
import { LoadingBar, PageTitle } from '@advocate/ui-kit';
import { messages } from '@advocate/validation';
import { useCurrentCampaign } from '../use-current-campaign.ts';
import { useCampaignChatbots } from '../management/api/get-campaign-chatbots.ts';
import { useCampaignStatuses } from '../management/api/get-campaign-statuses.ts';
import { useCampaignDetail } from '../management/api/get-campaign.ts';
import { useTeamSquads } from '../management/api/get-team-squads.ts';
import { BroadcasterPickModal } from '../management/components/broadcaster-pick-modal.tsx';
import { BroadcasterTable } from '../management/components/broadcaster-table.tsx';
import { CampaignLifecycleModals } from '../management/components/campaign-lifecycle-modals.tsx';
import { CampaignSentInvites } from '../management/components/campaign-sent-invites.tsx';
import { CampaignSettingsModal } from '../management/components/campaign-settings-modal.tsx';
import { ManageSquadsModal } from '../management/components/manage-squads-modal.tsx';
import { ManagementMenu, managementModals } from '../management/components/management-menu.tsx';
import { useManagementActions } from '../management/lib/use-management-actions.ts';
import { groupStatuses } from '../management/lib/status-groups.ts';
import { managementTexts } from '../management/management-texts.ts';
import { TrackedLinksSection } from '../webhooks/components/tracked-links-section.tsx';
import { ConversionSecretSection } from '../conversion-secret/components/conversion-secret-section.tsx';

/**
 * /campaigns/{slug}/management (spec 01 §2 Campaign management page): the menu (hidden once the
 * campaign has ended) and the Inactive and Active broadcaster tables.
 */
export function CampaignManagementPage() {
  const campaign = useCurrentCampaign();
  const { user } = useSession();
  const statuses = useCampaignStatuses(campaign.slug);
  const detail = useCampaignDetail(campaign.slug);
  const chatbots = useCampaignChatbots(campaign.slug);
  const squads = useTeamSquads(campaign.team);
  const actions = useManagementActions(campaign.slug);
  const ended = isCampaignEnded(campaign, new Date());
  const groups = groupStatuses(statuses.data ?? []);
  const statusOf = (username: string) => statuses.data?.find((s) => s.username.toLowerCase() === username.trim().toLowerCase())?.status;

  return (
    <div className="space-y-6">
      <PageTitle page={managementTexts.page} documentTitle={`Management · ${campaign.name}`} />
      {ended ? null : <ManagementMenu hasTeam={campaign.team !== null} hasSquads={(squads.data?.length ?? 0) > 0} />}
      {statuses.error ? (
        <p role="alert" className="text-red-600">
          {firstErrorText(statuses.error)}
        </p>
      ) : !statuses.data ? (
        <LoadingBar label={managementTexts.loading} />
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          <BroadcasterTable
            title={managementTexts.inactiveTitle}
            empty={managementTexts.noInactive}
            rows={groups.inactive}
            actionLabel={managementTexts.activate}
            busy={actions.busy}
            onAction={(u) => void actions.toggle('activate', u)}
          />
          <BroadcasterTable
            title={managementTexts.activeTitle}
            empty={managementTexts.noActive}
            rows={groups.active}
            actionLabel={managementTexts.deactivate}
            busy={actions.busy}
            onAction={(u) => void actions.toggle('deactivate', u)}
          />
        </div>
      )}
      {ended ? null : (
        <>
          <CampaignSettingsModal
            name={managementModals.settings}
            slug={campaign.slug}
            campaign={detail.data}
            chatbots={chatbots.data}
            isAdmin={Boolean(user?.is_admin)}
          />
          <BroadcasterPickModal
            name={managementModals.invite}
            title={managementTexts.invite}
            submitLabel={managementTexts.send}
            filters={{ campaign: campaign.slug, excludeOnCampaign: true }}
            onSubmit={actions.invite}
            rule={(value) => {
              const name = String(value ?? '').trim();
              if (!name) return messages.selectValidBroadcaster;
              const status = statusOf(name);
              if (status === 'Invited') return messages.pendingInvitation;
              return status && status !== 'Declined' ? messages.alreadyOnCampaign : undefined;
            }}
          />
          <CampaignSentInvites name={managementModals.sentInvites} slug={campaign.slug} statuses={statuses.data} />
          {campaign.team !== null ? (
            <BroadcasterPickModal
              name={managementModals.addFromTeam}
              title={managementTexts.addFromTeam}
              submitLabel={managementTexts.add}
              filters={{ team: campaign.team, campaign: campaign.slug, excludeOnCampaign: true }}
              onSubmit={actions.addFromTeam}
              rule={(value) => {
                const name = String(value ?? '').trim();
                if (!name) return messages.selectValidTeamMember;
                const status = statusOf(name);
                return status && status !== 'Invited' && status !== 'Declined' ? messages.alreadyOnCampaign : undefined;
              }}
            />
          ) : null}
          {squads.data && squads.data.length > 0 ? (
            <ManageSquadsModal
              name={managementModals.squads}
              slug={campaign.slug}
              squads={squads.data}
              onCampaign={detail.data?.squads ?? []}
            />
          ) : null}
          <CampaignLifecycleModals campaign={detail.data} />
        </>
      )}
      {ended ? null : <TrackedLinksSection slug={campaign.slug} />}
      {ended ? null : <ConversionSecretSection slug={campaign.slug} />}
    </div>
  );
}
