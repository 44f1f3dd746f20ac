import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../shared/components/auth-card.tsx';
import { LoadingText } from '../../shared/components/loading-text.tsx';
import { TextLink } from '../../shared/components/text-link.tsx';

/** 'Loading...' while a callback completes, then its error (spec 00 §2 OAuth callback area). */
export function CallbackStatus({ error, returnTo = paths.chooser }: { error: string | null; returnTo?: string }) {
  return (
    <AuthCard>
      {error ? (
        <div className="space-y-4 text-center">
          <p role="alert" className="text-red-600">
            {error}
          </p>
          <p>
            <TextLink to={returnTo}>Return to Login</TextLink>
          </p>
        </div>
      ) : (
        <LoadingText />
      )}
    </AuthCard>
  );
}
