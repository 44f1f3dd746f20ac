import type { Squad, TeamBroadcaster } from '@advocate/api-client';
import { formatCount } from '@advocate/metrics-math';
import { useToast } from '@advocate/ui-kit';
import { firstErrorText } from '@advocate/api-client';
import { useId } from 'react';
import { dashboardTexts } from '../lib/dashboard-texts.ts';

interface BroadcasterCardProps {
  broadcaster: TeamBroadcaster;
  squads: Squad[];
  /** With canEditTeams: the squad select; choosing none removes the member from theirs (spec 01 §4). */
  onSquadChange?: (username: string, squad: number | null) => Promise<unknown>;
}

/** A member of the team overview's grid: picture, name, platform, live badge, squad and range stats. */
export function BroadcasterCard({ broadcaster, squads, onSquadChange }: BroadcasterCardProps) {
  const id = useId();
  const { showToast } = useToast();
  const platform = broadcaster.platforms[0];
  const change = async (value: string) => {
    try {
      await onSquadChange?.(broadcaster.username, value === '' ? null : Number(value));
      showToast(dashboardTexts.updated);
    } catch (error) {
      showToast(firstErrorText(error), 'error');
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex items-center gap-3">
        {broadcaster.profile_image ? (
          <img src={broadcaster.profile_image} alt="" className="h-10 w-10 flex-none rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-10 w-10 flex-none items-center justify-center rounded-full bg-secondary-100 font-semibold text-secondary"
          >
            {broadcaster.username.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate font-medium text-secondary">{broadcaster.username}</p>
          <p className="text-xs capitalize text-gray-600">{platform ?? '—'}</p>
        </div>
        {broadcaster.is_live ? (
          <span className="ml-auto rounded bg-red-600 px-2 py-0.5 text-xs font-bold text-white">{dashboardTexts.live}</span>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-gray-600">{dashboardTexts.viewableMinutes}</dt>
          <dd className="font-semibold text-secondary">{formatCount(Math.round(broadcaster.viewable_minutes))}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">{dashboardTexts.clicks}</dt>
          <dd className="font-semibold text-secondary">{formatCount(broadcaster.clicks)}</dd>
        </div>
      </dl>
      {onSquadChange ? (
        <div>
          <label htmlFor={id} className="text-xs text-gray-600">
            {dashboardTexts.squad}
          </label>
          <select
            id={id}
            value={broadcaster.squad ?? ''}
            onChange={(event) => void change(event.target.value)}
            className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-2 py-1 text-sm text-secondary"
          >
            <option value="">{dashboardTexts.noSquad}</option>
            {squads.map((squad) => (
              <option key={squad.id} value={squad.id}>
                {squad.name}
              </option>
            ))}
          </select>
        </div>
      ) : broadcaster.squad_name ? (
        <p className="text-xs text-gray-600">
          {dashboardTexts.squad}: <span className="font-medium text-secondary">{broadcaster.squad_name}</span>
        </p>
      ) : null}
    </li>
  );
}
