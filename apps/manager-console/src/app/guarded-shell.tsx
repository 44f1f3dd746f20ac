import { RequireAuth, RequireTerms, RequireUserType } from '@advocate/auth-and-guards';
import { LoadingBar } from '@advocate/ui-kit';
import { ManagerShell } from './manager-shell.tsx';

const pending = (
  <div className="flex min-h-screen items-start justify-center pt-32">
    <LoadingBar label="Loading" />
  </div>
);

/**
 * Spec 00 §2 route guards, outermost first: signed in (else the login host, carrying the origin),
 * terms agreed (else /login/tos), a manager (else the console of the user's type).
 */
export function GuardedManagerShell() {
  return (
    <RequireAuth fallback={pending}>
      <RequireTerms fallback={pending}>
        <RequireUserType type={2} fallback={pending}>
          <ManagerShell />
        </RequireUserType>
      </RequireTerms>
    </RequireAuth>
  );
}
