import { appConfig } from '@advocate/api-client';
import { Button, usePageTitle } from '@advocate/ui-kit';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../shared/components/auth-card.tsx';
import { nextQuery } from '../../shared/lib/destinations.ts';

/** /login: the chooser of spec 00 §1 and §2, carrying `next` onwards. */
export function ChooserPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const carried = nextQuery(search.get('next'));
  return (
    <AuthCard title="Login as a" footer={<span>Version {appConfig().version}</span>}>
      <div className="grid gap-3">
        <Button className="w-full" onClick={() => navigate(paths.managerSignIn + carried)}>
          Manager
        </Button>
        <Button className="w-full" variant="secondary" onClick={() => navigate(paths.broadcasterSignIn + carried)}>
          Broadcaster
        </Button>
      </div>
    </AuthCard>
  );
}
