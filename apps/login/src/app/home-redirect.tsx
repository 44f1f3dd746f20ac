import { useSession } from '@advocate/auth-and-guards';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { LoadingText } from '../shared/components/loading-text.tsx';
import { afterSignIn } from '../shared/lib/destinations.ts';
import { useGo } from '../shared/lib/use-go.ts';

/**
 * / on the login host (the 'Back to Dashboard' link lands here): a signed-in user continues to
 * their console (or the terms), anyone else to the chooser (decision 156).
 */
export function HomeRedirect() {
  const { token, user, error } = useSession();
  const go = useGo();
  useEffect(() => {
    if (user) go(afterSignIn(user, null));
  }, [user, go]);
  if (!token || error) return <Navigate to={paths.chooser} replace />;
  return (
    <main className="flex min-h-screen items-center justify-center text-white">
      <LoadingText />
    </main>
  );
}
