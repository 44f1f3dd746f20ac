import { appConfig, firstErrorText, teamInviteCodePath, teamStatusesPath, useResource } from '@advocate/api-client';
import type { Squad, TeamInviteCode, TeamStatusRow, TeamSummary } from '@advocate/api-client';
import { Button, useModalManager } from '@advocate/ui-kit';
import { SPONSOR_MODAL, SponsorModal } from '../../../shared/campaign-forms/index.ts';
import { SentInvitesModal } from '../../../shared/sent-invites/index.ts';
import { atom, useAtom } from 'jotai';
import type { useTeamActions } from '../api/use-team-actions.ts';
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
  actions: ReturnType<typeof useTeamActions>;
}

function TeamSentInvites({ name, teamId }: { name: string; teamId: number }) {
  const { isOpen } = useModalManager();
  const open = isOpen(name);
  const statuses = useResource<TeamStatusRow[]>(teamStatusesPath(teamId), { enabled: open });
  const code = useResource<TeamInviteCode>(teamInviteCodePath(teamId), { enabled: open });
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
export function TeamMenu({ team, canEdit, members, squads, actions }: TeamMenuProps) {
  const { openModal } = useModalManager();
  const [sponsorTeam, setSponsorTeam] = useAtom(sponsorTeamAtom);
  const teamId = team.id;
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
          <InviteToTeamModal name={modal('invite')} teamId={teamId} members={members} act={actions.invite} />
          <RemoveFromTeamModal name={modal('remove')} teamId={teamId} members={members} act={actions.remove} />
          <SquadsModal name={modal('squads')} squads={squads} members={members} actions={actions} />
          {sponsorTeam === teamId ? <SponsorModal team={team} onCreated={() => void actions.refresh()} /> : null}
          <ChatbotModal name={modal('chatbot')} teamId={teamId} />
          <TeamSettingsModal name={modal('settings')} teamId={teamId} save={actions.updateSettings} />
        </>
      ) : null}
    </>
  );
}
