import type { User } from '@advocate/api-client';
import { Button, ConfirmModal, CopyButton, TeamIcon, useModalManager } from '@advocate/ui-kit';
import { useId, useState } from 'react';
import { useRegenerateBrowsersourceKey } from '../api/regenerate-browsersource-key.ts';
import { profileTexts } from '../lib/profile-texts.ts';

const REGENERATE_MODAL = 'profile-regenerate-browsersource';

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
            {team.logo ? (
              <img src={team.logo} alt={`${team.name} logo`} className="h-12 w-12 object-contain" />
            ) : (
              <TeamIcon name={team.name} logo={null} />
            )}
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

/**
 * The browsersource link with a copy control (spec 02 §2) and 'Generate New Link' (decision 502):
 * after a confirmation the old link stops working at once and the new one shows here.
 */
export function BrowserSourceBlock({ link }: { link: string }) {
  const id = useId();
  const t = profileTexts.browsersource;
  const regenerate = useRegenerateBrowsersourceKey();
  const { openModal } = useModalManager();
  const [done, setDone] = useState(false);
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
        <input
          id={id}
          readOnly
          value={link}
          className="min-w-0 flex-1 rounded-md border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs text-secondary"
        />
        <CopyButton value={link} label={`${profileTexts.copy} ${t.label}`} texts={profileTexts} />
        <Button variant="secondary" onClick={() => openModal(REGENERATE_MODAL)}>
          {t.regenerate}
        </Button>
      </div>
      {done ? (
        <p role="status" className="mt-2 text-sm text-green-700">
          {t.done}
        </p>
      ) : null}
      <ConfirmModal
        name={REGENERATE_MODAL}
        title={t.confirmTitle}
        message={t.confirmMessage}
        confirmLabel={t.confirm}
        failure={t.failure}
        onConfirm={async () => {
          setDone(false);
          await regenerate();
        }}
        onConfirmed={() => setDone(true)}
      />
    </section>
  );
}
