import { useSession } from '@advocate/auth-and-guards';
import { PageTitle } from '@advocate/ui-kit';
import { InvitationsSection } from '../../shared/invitations/invitations-section.tsx';
import { ActionQueue } from './components/action-queue.tsx';
import { ActiveCampaignShortcuts } from './components/active-campaign-shortcuts.tsx';
import { ControlPanel } from './components/control-panel.tsx';
import { dashboardTexts } from './lib/dashboard-texts.ts';

/** Broadcaster dashboard (spec 02 §2): action queue and invitations, and a right pane with the control panel and active campaigns. */
export function DashboardPage() {
  const { user } = useSession();
  return (
    <div className="space-y-6">
      <PageTitle page={dashboardTexts.title} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <ActionQueue />
          <InvitationsSection />
        </div>
        <aside className="min-w-0 space-y-6">
          {user ? <ControlPanel user={user} /> : null}
          <ActiveCampaignShortcuts />
        </aside>
      </div>
    </div>
  );
}
