import { storeInvite } from '@advocate/auth-and-guards';
import { Button, usePageTitle } from '@advocate/ui-kit';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../shared/components/auth-card.tsx';
import { LoadingText } from '../../shared/components/loading-text.tsx';
import { useInviteLink } from './api/get-invite-link.ts';
import { inviteErrorText } from './invite-error.ts';

/**
 * /invite/:key (campaign) and /join/:key (team), optional ?label=: shows the invite and, on
 * acceptance, keeps it in the invite cookie for the next provider sign-in (spec 00 §2).
 */
export function InvitePage({ kind }: { kind: 'campaign' | 'team' }) {
  usePageTitle('Invitation');
  const { key = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { data, error } = useInviteLink(kind, key);

  const accept = () => {
    storeInvite({ kind, key, label: search.get('label') ?? undefined });
    navigate(paths.broadcasterSignIn);
  };

  return (
    <AuthCard>
      {error ? (
        <p role="alert" className="text-center text-red-600">
          {inviteErrorText(error)}
        </p>
      ) : data ? (
        <div className="space-y-6 text-center">
          <h1 className="text-lg text-secondary">
            You&apos;ve been invited to join
            <span className="mt-2 block text-2xl font-semibold">{data.campaign_name ?? data.team_name}</span>
          </h1>
          <Button className="w-full" onClick={accept}>
            Accept Invite
          </Button>
        </div>
      ) : (
        <LoadingText />
      )}
    </AuthCard>
  );
}
