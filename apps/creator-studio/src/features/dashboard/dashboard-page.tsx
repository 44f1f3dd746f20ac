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
import { useBroadcasterLiveAnswer } from './api/get-broadcaster-live.ts';
import { dashboardTexts } from './lib/dashboard-texts.ts';

const answered = (query: { data?: unknown; error?: unknown }) => query.data !== undefined || query.error !== undefined;

/**
 * Broadcaster dashboard (spec 02 §2): action queue and invitations, and a right pane with the
 * own-channel live block (issue 30 part 1), the control panel and active campaigns. Each part
 * appears once what is above it has answered (the same cached reads), so nothing drawn is pushed
 * down the page when a slower read arrives: the invitations under the queue, and, below the lg
 * breakpoint, the pane under both (decisions 770, 782).
 */
export function DashboardPage() {
  const { user } = useSession();
  const queueAnswered = answered(useBroadcasterActions(false));
  // The live block heads the pane: the pane waits for it too, so it never pushes the panel down.
  const mainAnswered = [useCampaignInvitations(), useTeamInvitations(), useBroadcasterLiveAnswer()].every(answered) && queueAnswered;
  return (
    <div className="space-y-6">
      <PageTitle page={dashboardTexts.title} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <ActionQueue />
          {queueAnswered ? <InvitationsSection /> : null}
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
