import { appConfig } from '@advocate/api-client';
import { usePageTitle } from '@advocate/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../shared/components/auth-card.tsx';
import { LoadingText } from '../../shared/components/loading-text.tsx';
import { TextLink } from '../../shared/components/text-link.tsx';
import { useVerifyEmail } from './api/verify-email.ts';

type State = 'loading' | 'confirmed' | 'failed';

/** Spec 00 §8: the text shown when the key cannot be confirmed. */
export function confirmationFailureText(supportEmail: string): string {
  return `Unable to confirm email. Please reach out to the provider at ${supportEmail} or on the community chat for support.`;
}

/** /login/email-confirmation/:key: confirms the address on load (spec 00 §2). */
export function EmailConfirmationPage() {
  usePageTitle('Email Confirmation');
  const { key = '' } = useParams();
  const verifyEmail = useVerifyEmail();
  const [state, setState] = useState<State>('loading');
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === key) return; // one confirmation per key, even when effects run twice
    sent.current = key;
    verifyEmail(key).then(
      () => setState('confirmed'),
      () => setState('failed'),
    );
  }, [verifyEmail, key]);

  return (
    <AuthCard title="Email Confirmation">
      {state === 'loading' ? <LoadingText /> : null}
      {state === 'confirmed' ? (
        <div className="space-y-4 text-center">
          <p className="text-lg font-semibold text-secondary">Email Successfully Confirmed!</p>
          <p>
            <TextLink to={paths.home}>Back to Dashboard</TextLink>
          </p>
        </div>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="text-center text-sm text-red-600">
          {confirmationFailureText(appConfig().supportEmail)}
        </p>
      ) : null}
    </AuthCard>
  );
}
