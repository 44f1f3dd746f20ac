import { usePageTitle } from '@advocate/ui-kit';
import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../shared/components/auth-card.tsx';
import { TextLink } from '../../shared/components/text-link.tsx';

/** /login/reset-success (spec 00 §2). */
export function ResetSuccessPage() {
  usePageTitle('Password Reset');
  return (
    <AuthCard title="Your password was successfully reset">
      <p className="text-center">
        <TextLink to={paths.managerSignIn}>Return to Login</TextLink>
      </p>
    </AuthCard>
  );
}
