import { PageSuspense, useNavigatedSinceLoad } from '@advocate/ui-kit';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthCard } from '../shared/components/auth-card.tsx';
import { LoadingText } from '../shared/components/loading-text.tsx';

// The login screens' own loading state (spec 00 §2 'Loading...') while a screen's chunk arrives.
const screenLoading = (
  <AuthCard>
    <LoadingText />
  </AuthCard>
);

/**
 * Every screen fades in on navigation (spec 00 §4, decision 173); not for reduced-motion users. The
 * first screen of a load is painted at once, as it was prerendered (decision 770).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigated = useNavigatedSinceLoad();
  return (
    <div key={pathname} className={`min-h-screen bg-secondary-700${navigated ? ' motion-safe:animate-fade-in' : ''}`}>
      <PageSuspense fallback={screenLoading}>
        <Outlet />
      </PageSuspense>
    </div>
  );
}
