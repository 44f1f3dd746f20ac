import { appConfig } from '@advocate/api-client';
import type { CampaignBroadcasterStatus } from '@advocate/api-client';
import { useModalManager } from '@advocate/ui-kit';
import { SentInvitesModal } from '../../../../shared/sent-invites/index.ts';
import { useCampaignInviteCode } from '../api/get-campaign-invite-code.ts';

/** See Sent Invites (spec 01 §2): the campaign's /invite/{key} link and its pending invitations. */
export function CampaignSentInvites({
  name,
  slug,
  statuses,
}: {
  name: string;
  slug: string;
  statuses: CampaignBroadcasterStatus[] | undefined;
}) {
  const { isOpen } = useModalManager();
  const code = useCampaignInviteCode(slug, isOpen(name));
  const link = code.data
    ? { url: `${appConfig().loginUrl.replace(/\/+$/, '')}/invite/${code.data.key}`, expires_at: code.data.expires_at }
    : undefined;
  return <SentInvitesModal name={name} invites={statuses?.filter((s) => s.status === 'Invited')} inviteLink={code.error ? null : link} />;
}
