import { appConfig, firstErrorText } from '@advocate/api-client';
import type { Squad, TeamSummary } from '@advocate/api-client';
import { Button, useModalManager } from '@advocate/ui-kit';
import { SPONSOR_MODAL, SponsorModal } from '../../../shared/campaign-forms/index.ts';
import { SentInvitesModal } from '../../../shared/sent-invites/index.ts';
import { atom, useAtom } from 'jotai';
import { useTeamInviteCode } from '../api/get-team-invite-code.ts';
import { useTeamStatuses } from '../api/get-team-statuses.ts';
import { useInviteToTeam } from '../api/invite-to-team.ts';
import { useRefreshTeamReads } from '../api/refresh-team-reads.ts';
import { useRemoveFromTeam } from '../api/remove-from-team.ts';
import { dashboardTexts } from '../lib/dashboard-texts.ts';
import { ChatbotModal } from './chatbot-modal.tsx';
import { SquadsModal } from './squads-modal.tsx';
import { InviteToTeamModal, RemoveFromTeamModal } from './team-status-modals.tsx';
import { TeamSettingsModal } from './team-settings-modal.tsx';

const menu = dashboardTexts.menu;
type Key = keyof typeof menu;
/** Spec 01 §2: every item but See Sent Invites needs canEditTeams. */
const EDIT_ITEMS: Key[] = ['invite', 'remove', 'squads', 'sponsor', 'chatbot', 'settings'];

/** The team whose 'Add a Sponsor' is open: the shared SponsorModal opens by one name for every team. */
const sponsorTeamAtom = atom<number | null>(null);

interface TeamMenuProps {
  team: TeamSummary;
  canEdit: boolean;
  members: string[];
  squads: Squad[];
}

function TeamSentInvites({ name, teamId }: { name: string; teamId: number }) {
  const { isOpen } = useModalManager();
  const open = isOpen(name);
  const statuses = useTeamStatuses(teamId, open);
  const code = useTeamInviteCode(teamId, open);
  const link = code.data
    ? { url: `${appConfig().loginUrl.replace(/\/+$/, '')}/join/${code.data.key}`, expires_at: code.data.expires_at }
    : undefined;
  return (
    <SentInvitesModal
      name={name}
      invites={statuses.data?.filter((s) => s.status === 'Invited')}
      inviteLink={code.error ? null : link}
      error={statuses.error ? firstErrorText(statuses.error) : null}
    />
  );
}

/** The Team tab's menu (spec 01 §2 Team overview): buttons that open the team's modals by name. */
export function TeamMenu({ team, canEdit, members, squads }: TeamMenuProps) {
  const { openModal } = useModalManager();
  const [sponsorTeam, setSponsorTeam] = useAtom(sponsorTeamAtom);
  const teamId = team.id;
  // Held by the menu, not its modals: an invite's later refresh outlives the closed modal.
  const invite = useInviteToTeam(teamId);
  const remove = useRemoveFromTeam(teamId);
  const refresh = useRefreshTeamReads(teamId);
  const modal = (key: Key) => `team-${teamId}-${key}`;
  const open = (key: Key) => {
    if (key !== 'sponsor') return openModal(modal(key));
    setSponsorTeam(teamId);
    openModal(SPONSOR_MODAL);
  };
  const items = (Object.keys(menu) as Key[]).filter((key) => canEdit || !EDIT_ITEMS.includes(key));
  return (
    <>
      <div role="group" aria-label={`${team.name} menu`} className="flex flex-wrap gap-2">
        {items.map((key) => (
          <Button key={key} variant="secondary" onClick={() => open(key)}>
            {menu[key]}
          </Button>
        ))}
      </div>
      <TeamSentInvites name={modal('sentInvites')} teamId={teamId} />
      {canEdit ? (
        <>
          <InviteToTeamModal name={modal('invite')} teamId={teamId} members={members} act={invite.trigger} />
          <RemoveFromTeamModal name={modal('remove')} teamId={teamId} members={members} act={remove.trigger} />
          <SquadsModal name={modal('squads')} teamId={teamId} squads={squads} members={members} />
          {sponsorTeam === teamId ? <SponsorModal team={team} onCreated={() => void refresh.trigger()} /> : null}
          <ChatbotModal name={modal('chatbot')} teamId={teamId} />
          <TeamSettingsModal name={modal('settings')} teamId={teamId} />
        </>
      ) : null}
    </>
  );
}
