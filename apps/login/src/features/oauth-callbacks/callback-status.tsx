import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../shared/components/auth-card.tsx';
import { LoadingText } from '../../shared/components/loading-text.tsx';
import { TextLink } from '../../shared/components/text-link.tsx';

/**
 * 'Loading...' while a callback completes, then its error (spec 00 §2 OAuth callback area). A
 * connect started on the profile (`backToProfile`) offers the way back there instead of the login.
 */
export function CallbackStatus({
  error,
  returnTo = paths.chooser,
  backToProfile,
}: {
  error: string | null;
  returnTo?: string;
  backToProfile?: string;
}) {
  return (
    <AuthCard>
      {error ? (
        <div className="space-y-4 text-center">
          <p role="alert" className="text-red-600">
            {error}
          </p>
          <p>
            {backToProfile ? (
              <a href={backToProfile} className="font-medium text-primary hover:text-primary-700 hover:underline">
                Back to Profile
              </a>
            ) : (
              <TextLink to={returnTo}>Return to Login</TextLink>
            )}
          </p>
        </div>
      ) : (
        <LoadingText />
      )}
    </AuthCard>
  );
}
