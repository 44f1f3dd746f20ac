import { RequireAuth } from '@advocate/auth-and-guards';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { InvitePage } from '../features/invites/invite-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { AuthIndexPage } from '../features/oauth-callbacks/auth-index-page.tsx';
import { ConnectCallbackPage } from '../features/oauth-callbacks/connect-callback-page.tsx';
import { ProviderCallbackPage } from '../features/oauth-callbacks/provider-callback-page.tsx';
import { ResetPasswordPage } from '../features/password-reset/reset-password-page.tsx';
import { ResetRequestPage } from '../features/password-reset/reset-request-page.tsx';
import { ResetSuccessPage } from '../features/password-reset/reset-success-page.tsx';
import { BroadcasterSignInPage } from '../features/sign-in/broadcaster-sign-in-page.tsx';
import { ChatbotSignInPage } from '../features/sign-in/chatbot-sign-in-page.tsx';
import { ChooserPage } from '../features/sign-in/chooser-page.tsx';
import { ManagerSignInPage } from '../features/sign-in/manager-sign-in-page.tsx';
import { EmailConfirmationPage } from '../features/sign-up/email-confirmation-page.tsx';
import { SignUpPage } from '../features/sign-up/sign-up-page.tsx';
import { AuthCard } from '../shared/components/auth-card.tsx';
import { LoadingText } from '../shared/components/loading-text.tsx';
import { HomeRedirect } from './home-redirect.tsx';
import { RootLayout } from './root-layout.tsx';

// The terms texts are the largest part of the app and only signed-in users reach them.
const TermsPage = lazy(() => import('../features/terms/terms-page.tsx'));

/** The login host's route table (spec 00 §2 login area, OAuth callbacks, invites, 404). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomeRedirect /> },
      { path: '/login', element: <ChooserPage /> },
      { path: '/login/manager', element: <ManagerSignInPage /> },
      { path: '/login/broadcaster', element: <BroadcasterSignInPage /> },
      { path: '/login/chatbot', element: <ChatbotSignInPage /> },
      { path: '/login/reset-request', element: <ResetRequestPage /> },
      { path: '/login/reset-password/:uid/:token', element: <ResetPasswordPage /> },
      { path: '/login/reset-success', element: <ResetSuccessPage /> },
      { path: '/login/email-confirmation/:key', element: <EmailConfirmationPage /> },
      {
        path: '/login/tos',
        element: (
          <Suspense fallback={<AuthCard><LoadingText /></AuthCard>}>
            <TermsPage />
          </Suspense>
        ),
      },
      { path: '/sign-up', element: <SignUpPage /> },
      { path: '/auth', element: <AuthIndexPage /> },
      { path: '/auth/twitch', element: <ProviderCallbackPage provider="twitch" /> },
      { path: '/auth/youtube', element: <ProviderCallbackPage provider="youtube" /> },
      { path: '/auth/twitter', element: <RequireAuth><ConnectCallbackPage service="twitter" /></RequireAuth> },
      { path: '/auth/discord', element: <RequireAuth><ConnectCallbackPage service="discord" /></RequireAuth> },
      { path: '/invite/:key', element: <InvitePage kind="campaign" /> },
      { path: '/join/:key', element: <InvitePage kind="team" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
