import { useSession } from '@advocate/auth-and-guards';
import { PageTitle } from '@advocate/ui-kit';
import { useBroadcasterActions } from '../../shared/broadcaster-actions/api/get-broadcaster-actions.ts';
import { useCampaignInvitations } from '../../shared/invitations/api/get-campaign-invitations.ts';
import { useTeamInvitations } from '../../shared/invitations/api/get-team-invitations.ts';
import { InvitationsSection } from '../../shared/invitations/invitations-section.tsx';
import { ActionQueue } from './components/action-queue.tsx';
import { ActiveCampaignShortcuts } from './components/active-campaign-shortcuts.tsx';
import { ControlPanel } from './components/control-panel.tsx';
import { LiveBlock } from './components/live-block.tsx';
import { dashboardTexts } from './lib/dashboard-texts.ts';

const answered = (query: { data?: unknown; error?: unknown }) => query.data !== undefined || query.error !== undefined;

/**
 * Broadcaster dashboard (spec 02 §2): action queue and invitations, and a right pane with the
 * own-channel live block (issue 30 part 1), the control panel and active campaigns. Below the lg breakpoint the pane sits under the queue and
 * the invitations, so it appears once both have answered (the same cached reads): drawn earlier,
 * it would jump down the page when they arrive (decision 770).
 */
export function DashboardPage() {
  const { user } = useSession();
  const mainAnswered = [useBroadcasterActions(false), useCampaignInvitations(), useTeamInvitations()].every(answered);
  return (
    <div className="space-y-6">
      <PageTitle page={dashboardTexts.title} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <ActionQueue />
          <InvitationsSection />
        </div>
        {mainAnswered ? (
          <aside className="min-w-0 space-y-6">
            <LiveBlock />
            {user ? <ControlPanel user={user} /> : null}
            <ActiveCampaignShortcuts />
          </aside>
        ) : null}
      </div>
    </div>
  );
}
