import { RequireAuth, RequireProfileRedirect, RequireTerms, RequireUserType } from '@advocate/auth-and-guards';
import { LoadingBar, PageSuspense, PlainLayout } from '@advocate/ui-kit';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { CreatorShell } from './creator-shell.tsx';

const pending = (
  <div className="flex min-h-screen items-start justify-center pt-32">
    <LoadingBar label="Loading" />
  </div>
);

/** Signed in (else the login host, carrying the origin) and terms agreed (else /login/tos). */
function SignedIn({ children }: { children: ReactNode }) {
  return (
    <RequireAuth fallback={pending}>
      <RequireTerms fallback={pending}>{children}</RequireTerms>
    </RequireAuth>
  );
}

/** Pages any signed-in user may reach on this host (the Shopify install hand-off), without the sidebar. */
export function SignedInPlainLayout() {
  return (
    <SignedIn>
      <PlainLayout>
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </PlainLayout>
    </SignedIn>
  );
}

/**
 * The broadcaster shell: a broadcaster (else the console of the user's type), and a broadcaster with
 * nothing to see yet is held at /profile.
 */
export function GuardedCreatorShell() {
  return (
    <SignedIn>
      <RequireUserType type={3} fallback={pending}>
        <RequireProfileRedirect fallback={pending}>
          <CreatorShell />
        </RequireProfileRedirect>
      </RequireUserType>
    </SignedIn>
  );
}
