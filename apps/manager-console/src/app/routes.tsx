import { RequireAdmin, RequireCanEditCampaigns, RequireCanViewUsers } from '@advocate/auth-and-guards';
import { NotFound } from '@advocate/ui-kit';
import { Navigate, Outlet } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AdminPage } from '../features/admin/admin-page.tsx';
import { CampaignRoute } from '../features/campaign/campaign-route.tsx';
import { ManagementRoute } from '../features/campaign/management-route.tsx';
import { CampaignChannelsPage } from '../features/campaign/pages/campaign-channels-page.tsx';
import { CampaignCompliancePage } from '../features/campaign/pages/campaign-compliance-page.tsx';
import { CampaignComponentsPage } from '../features/campaign/pages/campaign-components-page.tsx';
import { CampaignMetricsPage } from '../features/campaign/pages/campaign-metrics-page.tsx';
import { CampaignOverviewPage } from '../features/campaign/pages/campaign-overview-page.tsx';
import { CampaignsPage } from '../features/campaigns/campaigns-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { ManagersPage } from '../features/managers/managers-page.tsx';
import { NextChatbotPostsPage } from '../features/next-chatbot-posts/next-chatbot-posts-page.tsx';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { GuardedManagerShell } from './guarded-shell.tsx';

/** Every manager route of spec 00 §2 and 01 §2, behind the signed-in, terms and manager guards. */
export const managerRoutes: RouteObject[] = [
  {
    element: <GuardedManagerShell />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'campaigns', element: <CampaignsPage /> },
      {
        path: 'campaigns/:campaignSlug',
        element: <CampaignRoute />,
        children: [
          { index: true, element: <CampaignOverviewPage /> },
          { path: 'components', element: <CampaignComponentsPage /> },
          { path: 'channels', element: <CampaignChannelsPage /> },
          { path: 'metrics', element: <CampaignMetricsPage /> },
          { path: 'compliance', element: <CampaignCompliancePage /> },
          {
            path: 'management',
            element: (
              <RequireCanEditCampaigns>
                <ManagementRoute />
              </RequireCanEditCampaigns>
            ),
          },
          { path: '*', element: <NotFound /> },
        ],
      },
      {
        path: 'managers',
        element: (
          <RequireCanViewUsers>
            <ManagersPage />
          </RequireCanViewUsers>
        ),
      },
      {
        path: 'admin',
        element: (
          <RequireAdmin>
            <Outlet />
          </RequireAdmin>
        ),
        children: [
          { index: true, element: <AdminPage /> },
          { path: 'next-chatbot-posts', element: <NextChatbotPostsPage /> },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];
