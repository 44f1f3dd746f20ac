import { formatUtcDate, inviteExpiry, inviteSecondsLeft } from '@advocate/metrics-math';
import { CopyButton, FormError, LoadingBar, Modal } from '@advocate/ui-kit';
import { useEffect, useId, useState } from 'react';

/** One invitation that has been sent and not answered yet. */
export interface SentInvite {
  username: string;
  invited_at: string | null;
  profile_image?: string | null;
}

export interface SentInvitesModalProps {
  /** The name the modal opens by. */
  name: string;
  title?: string;
  /** Pending invitations; undefined while they load. */
  invites: SentInvite[] | undefined;
  /** The invite link (/join/{key} or /invite/{key}) and its expiry; undefined while it loads, null when none. */
  inviteLink: { url: string; expires_at: string } | null | undefined;
  error?: string | null;
  /** Clock, replaceable in tests. */
  now?: () => Date;
}

export const sentInvitesTexts = {
  title: 'Sent Invites',
  loading: 'Loading Invites',
  link: 'Invite link',
  copy: 'Copy Link',
  copied: 'Copied!',
  /** Spec 01 §4, §9: the link's countdown (days over 86400 s, else hours or minutes; decision 130). */
  expires: (left: string) => `Expires in ${left}`,
  invited: (date: string) => `Invited ${date}`,
  empty: 'No pending invitations.',
} as const;

/** Re-renders every `ms` so a countdown stays current while the modal is open. */
function useTick(ms: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [ms]);
}

function InviteLink({ url, expiresAt, now }: { url: string; expiresAt: string; now: () => Date }) {
  useTick(30_000);
  const id = useId();
  return (
    <div className="mb-6">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-secondary">
        {sentInvitesTexts.link}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
          className="min-w-0 flex-1 rounded-md border border-gray-300 bg-gray-50 px-3 py-2 text-sm text-secondary"
        />
        <CopyButton value={url} texts={sentInvitesTexts} />
      </div>
      <p className="mt-1 text-xs text-gray-600">{sentInvitesTexts.expires(inviteExpiry(inviteSecondsLeft(expiresAt, now())))}</p>
    </div>
  );
}

/**
 * The sent-invites modal (spec 00 §2 shared widgets, 01 §2 'See Sent Invites'): the invite link with
 * its expiry countdown, then the broadcasters invited and not yet answered. Generic: the team
 * overview and the campaign management page give it their own invitations and link.
 */
export function SentInvitesModal({
  name,
  title = sentInvitesTexts.title,
  invites,
  inviteLink,
  error,
  now = () => new Date(),
}: SentInvitesModalProps) {
  return (
    <Modal name={name} title={title}>
      {inviteLink ? <InviteLink url={inviteLink.url} expiresAt={inviteLink.expires_at} now={now} /> : null}
      {error ? <FormError message={error} /> : null}
      {invites === undefined ? (
        error ? null : (
          <LoadingBar label={sentInvitesTexts.loading} />
        )
      ) : invites.length === 0 ? (
        <p className="text-sm text-gray-600">{sentInvitesTexts.empty}</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {invites.map((invite) => (
            <li key={invite.username} className="flex items-center justify-between gap-4 py-2 text-sm">
              <span className="font-medium text-secondary">{invite.username}</span>
              {invite.invited_at ? (
                <span className="text-gray-600">{sentInvitesTexts.invited(formatUtcDate(invite.invited_at))}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
