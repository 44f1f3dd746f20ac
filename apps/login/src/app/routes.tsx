import { RequireAuth } from '@advocate/auth-and-guards';
import { lazyPage } from '@advocate/ui-kit';
import type { RouteObject } from 'react-router-dom';
import { paths, routePatterns } from '../config/paths.ts';
import { HomeRedirect } from './home-redirect.tsx';
import { RootLayout } from './root-layout.tsx';

// Every screen is its own chunk (decision 241), which keeps the first download small (the build's
// 120 KB budget); the terms texts, the largest part, load only for signed-in users who need them.
const InvitePage = lazyPage(() => import('../features/invites/invite-page.tsx').then((m) => m.InvitePage));
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page.tsx').then((m) => m.NotFoundPage));
const AuthIndexPage = lazyPage(() => import('../features/oauth-callbacks/auth-index-page.tsx').then((m) => m.AuthIndexPage));
const ConnectCallbackPage = lazyPage(() =>
  import('../features/oauth-callbacks/connect-callback-page.tsx').then((m) => m.ConnectCallbackPage),
);
const ProviderCallbackPage = lazyPage(() =>
  import('../features/oauth-callbacks/provider-callback-page.tsx').then((m) => m.ProviderCallbackPage),
);
const ResetPasswordPage = lazyPage(() => import('../features/password-reset/reset-password-page.tsx').then((m) => m.ResetPasswordPage));
const ResetRequestPage = lazyPage(() => import('../features/password-reset/reset-request-page.tsx').then((m) => m.ResetRequestPage));
const ResetSuccessPage = lazyPage(() => import('../features/password-reset/reset-success-page.tsx').then((m) => m.ResetSuccessPage));
const BroadcasterSignInPage = lazyPage(() =>
  import('../features/sign-in/broadcaster-sign-in-page.tsx').then((m) => m.BroadcasterSignInPage),
);
const ChatbotSignInPage = lazyPage(() => import('../features/sign-in/chatbot-sign-in-page.tsx').then((m) => m.ChatbotSignInPage));
const ChooserPage = lazyPage(() => import('../features/sign-in/chooser-page.tsx').then((m) => m.ChooserPage));
const ManagerSignInPage = lazyPage(() => import('../features/sign-in/manager-sign-in-page.tsx').then((m) => m.ManagerSignInPage));
const EmailConfirmationPage = lazyPage(() =>
  import('../features/sign-up/email-confirmation-page.tsx').then((m) => m.EmailConfirmationPage),
);
const SignUpPage = lazyPage(() => import('../features/sign-up/sign-up-page.tsx').then((m) => m.SignUpPage));
const TermsPage = lazyPage(() => import('../features/terms/terms-page.tsx').then((m) => m.TermsPage));

/** The login host's route table (spec 00 §2 login area, OAuth callbacks, invites, 404). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomeRedirect /> },
      { path: paths.chooser, element: <ChooserPage /> },
      { path: paths.managerSignIn, element: <ManagerSignInPage /> },
      { path: paths.broadcasterSignIn, element: <BroadcasterSignInPage /> },
      { path: paths.chatbotSignIn, element: <ChatbotSignInPage /> },
      { path: paths.resetRequest, element: <ResetRequestPage /> },
      { path: routePatterns.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.resetSuccess, element: <ResetSuccessPage /> },
      { path: routePatterns.emailConfirmation, element: <EmailConfirmationPage /> },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.signUp, element: <SignUpPage /> },
      { path: paths.authIndex, element: <AuthIndexPage /> },
      { path: paths.callback('twitch'), element: <ProviderCallbackPage provider="twitch" /> },
      { path: paths.callback('youtube'), element: <ProviderCallbackPage provider="youtube" /> },
      {
        path: paths.callback('twitter'),
        element: (
          <RequireAuth>
            <ConnectCallbackPage service="twitter" />
          </RequireAuth>
        ),
      },
      {
        path: paths.callback('discord'),
        element: (
          <RequireAuth>
            <ConnectCallbackPage service="discord" />
          </RequireAuth>
        ),
      },
      { path: routePatterns.campaignInvite, element: <InvitePage kind="campaign" /> },
      { path: routePatterns.teamInvite, element: <InvitePage kind="team" /> },
      { path: routePatterns.notFound, element: <NotFoundPage /> },
    ],
  },
];
