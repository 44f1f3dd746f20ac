import { usePageTitle } from '@advocate/ui-kit';
import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../shared/components/auth-card.tsx';
import { TextLink } from '../../shared/components/text-link.tsx';

/** Any path the login host does not serve (spec 00 §2). */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <AuthCard title="Page Not Found">
      <p className="text-center">
        <TextLink to={paths.chooser}>Return to Login</TextLink>
      </p>
    </AuthCard>
  );
}
