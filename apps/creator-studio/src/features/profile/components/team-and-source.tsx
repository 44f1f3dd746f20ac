import type { User } from '@advocate/api-client';
import { CopyButton, TeamIcon } from '@advocate/ui-kit';
import { useId } from 'react';
import { profileTexts } from '../lib/profile-texts.ts';

/** The current team name, squad and logo (spec 02 §2). */
export function TeamBlock({ user }: { user: User }) {
  const team = user.profile.current_team;
  const t = profileTexts.team;
  return (
    <section aria-labelledby="team-heading" className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <h2 id="team-heading" className="mb-3 text-lg font-semibold text-secondary">
        {t.heading}
      </h2>
      {team ? (
        <div className="flex items-center gap-3">
          <div className="flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-secondary-50">
            {team.logo ? <img src={team.logo} alt={`${team.name} logo`} className="h-12 w-12 object-contain" /> : <TeamIcon name={team.name} logo={null} />}
          </div>
          <div className="min-w-0">
            <p className="break-words font-semibold text-secondary">{team.name}</p>
            <p className="text-sm text-gray-600">{`${t.squad}: ${team.squad ?? t.noSquad}`}</p>
          </div>
        </div>
      ) : (
        <p className="text-sm text-gray-600">{t.none}</p>
      )}
    </section>
  );
}

/** The browsersource link with a copy control (spec 02 §2). */
export function BrowserSourceBlock({ link }: { link: string }) {
  const id = useId();
  const t = profileTexts.browsersource;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <h2 id={`${id}-heading`} className="mb-1 text-lg font-semibold text-secondary">
        {t.heading}
      </h2>
      <p className="mb-3 text-sm text-gray-600">{t.note}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={id} className="sr-only">
          {t.label}
        </label>
        <input id={id} readOnly value={link} className="min-w-0 flex-1 rounded-md border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs text-secondary" />
        <CopyButton value={link} label={`${profileTexts.copy} ${t.label}`} texts={profileTexts} />
      </div>
    </section>
  );
}
