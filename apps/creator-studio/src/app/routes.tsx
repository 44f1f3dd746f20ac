import { NotFound, lazyPage } from '@advocate/ui-kit';
import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { paths, routePatterns } from '../config/paths.ts';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { GuardedCreatorShell, SignedInPlainLayout } from './guards.tsx';

// Every page is its own chunk (decision 241); the shell, guards and sidebar stay in the entry, and so
// does the dashboard, where the console opens: its first screen then waits for no second download (decision 782).
const CampaignsPage = lazyPage(() => import('../features/campaigns/campaigns-page.tsx').then((m) => m.CampaignsPage));
const ChatbotPage = lazyPage(() => import('../features/chatbot/chatbot-page.tsx').then((m) => m.ChatbotPage));
const LinksPage = lazyPage(() => import('../features/links/links-page.tsx').then((m) => m.LinksPage));
const PanelsPage = lazyPage(() => import('../features/panels/panels-page.tsx').then((m) => m.PanelsPage));
const ProfilePage = lazyPage(() => import('../features/profile/profile-page.tsx').then((m) => m.ProfilePage));
const ShopifyConfirmPage = lazyPage(() => import('../features/shopify/shopify-confirm-page.tsx').then((m) => m.ShopifyConfirmPage));
const ShopifyInstallPage = lazyPage(() => import('../features/shopify/shopify-install-page.tsx').then((m) => m.ShopifyInstallPage));
const StreamPreviewPage = lazyPage(() => import('../features/stream-preview/stream-preview-page.tsx').then((m) => m.StreamPreviewPage));
const TwitterPage = lazyPage(() => import('../features/twitter/twitter-page.tsx').then((m) => m.TwitterPage));
const WatchPartyPage = lazyPage(() => import('../features/watch-party/watch-party-page.tsx').then((m) => m.WatchPartyPage));

/** Every broadcaster route of spec 00 §2 and 02 §2. */
export const creatorRoutes: RouteObject[] = [
  {
    element: <SignedInPlainLayout />,
    children: [
      { path: paths.shopifyInstall, element: <ShopifyInstallPage /> },
      { path: paths.shopifyConfirm, element: <ShopifyConfirmPage /> },
    ],
  },
  {
    element: <GuardedCreatorShell />,
    children: [
      { index: true, element: <Navigate to={paths.dashboard} replace /> },
      { path: paths.dashboard, element: <DashboardPage /> },
      { path: paths.profile, element: <ProfilePage /> },
      { path: paths.campaigns, element: <CampaignsPage /> },
      { path: paths.panels, element: <PanelsPage /> },
      { path: paths.twitter, element: <TwitterPage /> },
      { path: paths.chatbot, element: <ChatbotPage /> },
      { path: paths.links, element: <LinksPage /> },
      { path: paths.watchParty, element: <WatchPartyPage /> },
      { path: paths.streamPreview, element: <StreamPreviewPage /> },
      { path: routePatterns.notFound, element: <NotFound /> },
    ],
  },
];
