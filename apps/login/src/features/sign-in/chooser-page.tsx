import { appConfig, localAppConfig } from '@advocate/api-client';
import { Button, useHydrated, usePageTitle } from '@advocate/ui-kit';
import { useSyncExternalStore } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../shared/components/auth-card.tsx';
import { nextQuery } from '../../shared/lib/destinations.ts';

const unchanging = () => () => undefined;

/**
 * The host's version. The build prerenders this screen without a host (decision 746), so hydration
 * starts from the default version and React then renders the configured one, without a mismatch.
 */
function useVersion(): string {
  return useSyncExternalStore(
    unchanging,
    () => appConfig().version,
    () => localAppConfig().version,
  );
}

/** /login: the chooser of spec 00 §1 and §2, carrying `next` onwards. */
export function ChooserPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const carried = nextQuery(search.get('next'));
  const version = useVersion();
  // Prerendered (decision 746): the choices work once the page has hydrated, not before.
  const hydrated = useHydrated();
  return (
    <AuthCard title="Login as a" footer={<span>Version {version}</span>}>
      <div className="grid gap-3">
        <Button className="w-full" disabled={!hydrated} onClick={() => navigate(paths.managerSignIn + carried)}>
          Manager
        </Button>
        <Button className="w-full" variant="secondary" disabled={!hydrated} onClick={() => navigate(paths.broadcasterSignIn + carried)}>
          Broadcaster
        </Button>
      </div>
    </AuthCard>
  );
}
