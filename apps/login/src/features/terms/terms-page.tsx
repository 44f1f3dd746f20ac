import { firstErrorText } from '@advocate/api-client';
import { RequireAuth, useSession } from '@advocate/auth-and-guards';
import { usePageTitle } from '@advocate/ui-kit';
import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../shared/components/auth-card.tsx';
import { LoadingText } from '../../shared/components/loading-text.tsx';
import { TermsForm } from './terms-form.tsx';

function TermsScreen() {
  const { user, error } = useSession();
  const [search] = useSearchParams();
  if (user) return <TermsForm user={user} next={search.get('next')} />;
  if (error) {
    return (
      <p role="alert" className="text-center text-red-600">
        {firstErrorText(error)}
      </p>
    );
  }
  return <LoadingText />;
}

/** /login/tos (signed in): held here until the terms are agreed (spec 00 §2, §6). */
export function TermsPage() {
  usePageTitle('Terms of Service');
  return (
    <RequireAuth>
      <AuthCard title="Terms of Service" wide>
        <TermsScreen />
      </AuthCard>
    </RequireAuth>
  );
}
