import { FormError, TextField, usePageTitle } from '@advocate/ui-kit';
import { resetRequestForm } from '@advocate/validation';
import { useState } from 'react';
import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../shared/components/auth-card.tsx';
import { TextLink } from '../../shared/components/text-link.tsx';
import { useAuthForm } from '../../shared/lib/use-auth-form.ts';
import { useRequestPasswordReset } from './api/request-password-reset.ts';
import { AuthForm, SubmitButton } from '../../shared/components/auth-form.tsx';

/** /login/reset-request: asks for a reset email; on success 'Email Sent!' (spec 00 §2, §4). */
export function ResetRequestPage() {
  usePageTitle('Reset Password');
  const requestPasswordReset = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const form = useAuthForm(resetRequestForm, { email: '' });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    await requestPasswordReset(email.trim());
    setSent(true);
  });

  if (sent) {
    return (
      <AuthCard title="Email Sent!">
        <p className="text-center">
          <TextLink to={paths.managerSignIn}>Return to Login</TextLink>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" footer={<TextLink to={paths.managerSignIn}>Return to Login</TextLink>}>
      <AuthForm onSubmit={onSubmit}>
        <TextField label="Email" type="email" autoComplete="email" autoFocus field={form.field('email')} />
        <SubmitButton disabled={form.submitting}>Request Password Reset</SubmitButton>
        <FormError centered message={form.formError} />
      </AuthForm>
    </AuthCard>
  );
}
