import { NotFound } from '@advocate/ui-kit';
import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { CampaignsPage } from '../features/campaigns/campaigns-page.tsx';
import { ChatbotPage } from '../features/chatbot/chatbot-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { LinksPage } from '../features/links/links-page.tsx';
import { PanelsPage } from '../features/panels/panels-page.tsx';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { ShopifyConfirmPage } from '../features/shopify/shopify-confirm-page.tsx';
import { ShopifyInstallPage } from '../features/shopify/shopify-install-page.tsx';
import { StreamPreviewPage } from '../features/stream-preview/stream-preview-page.tsx';
import { TwitterPage } from '../features/twitter/twitter-page.tsx';
import { WatchPartyPage } from '../features/watch-party/watch-party-page.tsx';
import { GuardedCreatorShell, SignedInPlainLayout } from './guards.tsx';

/** Every broadcaster route of spec 00 §2 and 02 §2. */
export const creatorRoutes: RouteObject[] = [
  {
    element: <SignedInPlainLayout />,
    children: [
      { path: 'shopify/install', element: <ShopifyInstallPage /> },
      { path: 'shopify/confirm', element: <ShopifyConfirmPage /> },
    ],
  },
  {
    element: <GuardedCreatorShell />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'campaigns', element: <CampaignsPage /> },
      { path: 'panels', element: <PanelsPage /> },
      { path: 'twitter', element: <TwitterPage /> },
      { path: 'chatbot', element: <ChatbotPage /> },
      { path: 'links', element: <LinksPage /> },
      { path: 'watch-party', element: <WatchPartyPage /> },
      { path: 'stream-preview', element: <StreamPreviewPage /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
