import { LoadingBar } from '@advocate/ui-kit';
import { useTeamSquads } from './api/get-team-squads.ts';
import { useTeamStatuses } from './api/get-team-statuses.ts';
import { ChoiceList } from './form-fields.tsx';

export interface ParticipationProps {
  team: number | null;
  broadcasters: string[];
  squads: number[];
  onBroadcasters: (next: string[]) => void;
  onSquads: (next: number[]) => void;
  errors: { broadcasters_to_add?: string; squads?: string };
}

/**
 * Participation page of the creation wizard (spec 01 §3 broadcaster_participation): Active members
 * of the chosen team and its squads; every member of a chosen squad joins too.
 */
export function ParticipationPage({ team, broadcasters, squads, onBroadcasters, onSquads, errors }: ParticipationProps) {
  const members = useTeamStatuses(team);
  const teamSquads = useTeamSquads(team);
  if (team === null) {
    return <p className="text-sm text-gray-600">Choose a team on the Details page to add its broadcasters and squads.</p>;
  }
  if (members.isLoading || teamSquads.isLoading) return <LoadingBar label="Loading Team" />;
  const active = (members.data ?? []).filter((m) => m.status === 'Active');
  return (
    <div>
      {active.length > 0 ? (
        <ChoiceList
          legend="Broadcasters to add"
          choices={active.map((m) => ({ value: m.username, label: m.username }))}
          selected={broadcasters}
          onChange={onBroadcasters}
          error={errors.broadcasters_to_add}
        />
      ) : (
        <p className="mb-4 text-sm text-gray-600">There are no broadcasters on this team yet!</p>
      )}
      {(teamSquads.data ?? []).length > 0 ? (
        <ChoiceList
          legend="Squads"
          choices={(teamSquads.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.roster.length})` }))}
          selected={squads}
          onChange={onSquads}
          error={errors.squads}
        />
      ) : null}
    </div>
  );
}
