import { RequireAdmin, RequireCanEditCampaigns, RequireCanViewUsers } from '@advocate/auth-and-guards';
import { NotFound, lazyPage } from '@advocate/ui-kit';
import { Navigate, Outlet } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { paths, routePatterns } from '../config/paths.ts';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { GuardedManagerShell } from './guarded-shell.tsx';

// Every page is its own chunk (decision 241); the shell, guards and sidebar stay in the entry, and so
// does the dashboard, where the console opens: its first screen then waits for no second download (decision 782).
const AdminPage = lazyPage(() => import('../features/admin/admin-page.tsx').then((m) => m.AdminPage));
const CampaignRoute = lazyPage(() => import('../features/campaign/campaign-route.tsx').then((m) => m.CampaignRoute));
const ManagementRoute = lazyPage(() => import('../features/campaign/management-route.tsx').then((m) => m.ManagementRoute));
const CampaignChannelsPage = lazyPage(() =>
  import('../features/campaign/pages/campaign-channels-page.tsx').then((m) => m.CampaignChannelsPage),
);
const CampaignCompliancePage = lazyPage(() =>
  import('../features/campaign/pages/campaign-compliance-page.tsx').then((m) => m.CampaignCompliancePage),
);
const CampaignComponentsPage = lazyPage(() =>
  import('../features/campaign/pages/campaign-components-page.tsx').then((m) => m.CampaignComponentsPage),
);
const CampaignMetricsPage = lazyPage(() =>
  import('../features/campaign/pages/campaign-metrics-page.tsx').then((m) => m.CampaignMetricsPage),
);
const CampaignOverviewPage = lazyPage(() =>
  import('../features/campaign/pages/campaign-overview-page.tsx').then((m) => m.CampaignOverviewPage),
);
const CampaignsPage = lazyPage(() => import('../features/campaigns/campaigns-page.tsx').then((m) => m.CampaignsPage));
const ActivityPage = lazyPage(() => import('../features/activity/activity-page.tsx').then((m) => m.ActivityPage));
const ManagersPage = lazyPage(() => import('../features/managers/managers-page.tsx').then((m) => m.ManagersPage));
const NextChatbotPostsPage = lazyPage(() =>
  import('../features/next-chatbot-posts/next-chatbot-posts-page.tsx').then((m) => m.NextChatbotPostsPage),
);
const PayoutsPage = lazyPage(() => import('../features/payouts/payouts-page.tsx').then((m) => m.PayoutsPage));
const ProfilePage = lazyPage(() => import('../features/profile/profile-page.tsx').then((m) => m.ProfilePage));

/** Every manager route of spec 00 §2 and 01 §2, behind the signed-in, terms and manager guards. */
export const managerRoutes: RouteObject[] = [
  {
    element: <GuardedManagerShell />,
    children: [
      { index: true, element: <Navigate to={paths.dashboard} replace /> },
      { path: paths.dashboard, element: <DashboardPage /> },
      { path: paths.profile, element: <ProfilePage /> },
      { path: paths.campaigns, element: <CampaignsPage /> },
      {
        path: routePatterns.campaign,
        element: <CampaignRoute />,
        children: [
          { index: true, element: <CampaignOverviewPage /> },
          { path: routePatterns.campaignTab('components'), element: <CampaignComponentsPage /> },
          { path: routePatterns.campaignTab('channels'), element: <CampaignChannelsPage /> },
          { path: routePatterns.campaignTab('metrics'), element: <CampaignMetricsPage /> },
          { path: routePatterns.campaignTab('compliance'), element: <CampaignCompliancePage /> },
          {
            path: routePatterns.campaignTab('management'),
            element: (
              <RequireCanEditCampaigns>
                <ManagementRoute />
              </RequireCanEditCampaigns>
            ),
          },
          { path: routePatterns.notFound, element: <NotFound /> },
        ],
      },
      {
        path: paths.managers,
        element: (
          <RequireCanViewUsers>
            <ManagersPage />
          </RequireCanViewUsers>
        ),
      },
      {
        path: paths.activity,
        element: (
          <RequireCanViewUsers>
            <ActivityPage />
          </RequireCanViewUsers>
        ),
      },
      {
        path: paths.payouts,
        element: (
          <RequireAdmin>
            <PayoutsPage />
          </RequireAdmin>
        ),
      },
      {
        path: paths.admin,
        element: (
          <RequireAdmin>
            <Outlet />
          </RequireAdmin>
        ),
        children: [
          { index: true, element: <AdminPage /> },
          { path: paths.nextChatbotPosts, element: <NextChatbotPostsPage /> },
        ],
      },
      { path: routePatterns.notFound, element: <NotFound /> },
    ],
  },
];
