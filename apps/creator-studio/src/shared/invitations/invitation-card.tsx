import { Button } from '@advocate/ui-kit';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { invitationTexts } from './invitation-texts.ts';

interface InvitationCardProps {
  title: string;
  /** Details under the title (dates, client, website, description). */
  children?: ReactNode;
  small: boolean;
  /** Rejects with the text to show when the answer fails. */
  onAnswer: (accept: boolean) => Promise<void>;
  failureText: (error: unknown, accept: boolean) => string;
}

/** One invitation with Accept and Decline (spec 02 §2); the failure shows under it. */
export function InvitationCard({ title, children, small, onAnswer, failureText }: InvitationCardProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const answer = async (accept: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await onAnswer(accept);
    } catch (failure) {
      setError(failureText(failure, accept));
      setBusy(false);
    }
  };
  return (
    <li className={`rounded-lg bg-white shadow-sm ${small ? 'p-3' : 'p-4'}`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h4 className={`break-words font-semibold text-secondary ${small ? 'text-sm' : 'text-base'}`}>{title}</h4>
          {small ? null : <div className="mt-1 space-y-1 text-sm text-gray-600">{children}</div>}
        </div>
        <div className="flex shrink-0 gap-2">
          <Button onClick={() => void answer(true)} disabled={busy} aria-label={`${invitationTexts.accept} ${title}`}>
            {invitationTexts.accept}
          </Button>
          <Button variant="secondary" onClick={() => void answer(false)} disabled={busy} aria-label={`${invitationTexts.decline} ${title}`}>
            {invitationTexts.decline}
          </Button>
        </div>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </li>
  );
}
