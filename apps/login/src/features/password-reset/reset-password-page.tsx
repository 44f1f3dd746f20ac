import { FormError, TextField, usePageTitle } from '@advocate/ui-kit';
import { resetPasswordForm } from '@advocate/validation';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../shared/components/auth-card.tsx';
import { useAuthForm } from '../../shared/lib/use-auth-form.ts';
import { resetErrorText } from './reset-error.ts';
import { useConfirmPasswordReset } from './api/confirm-password-reset.ts';
import { AuthForm, SubmitButton } from '../../shared/components/auth-form.tsx';

/** /login/reset-password/:uid/:token: the new password, then /login/reset-success (spec 00 §2). */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const { uid = '', token = '' } = useParams();
  const confirmPasswordReset = useConfirmPasswordReset();
  const navigate = useNavigate();
  const form = useAuthForm(resetPasswordForm, { new_password1: '', new_password2: '' }, resetErrorText);

  const onSubmit = form.handleSubmit(async ({ new_password1, new_password2 }) => {
    await confirmPasswordReset({ new_password1, new_password2, uid, token });
    navigate(paths.resetSuccess, { replace: true });
  });

  return (
    <AuthCard title="Reset Password">
      <AuthForm onSubmit={onSubmit}>
        <TextField label="Enter New Password" type="password" autoComplete="new-password" autoFocus field={form.field('new_password1')} />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" field={form.field('new_password2')} />
        <SubmitButton disabled={form.submitting}>Reset Password</SubmitButton>
        <FormError centered message={form.formError} />
      </AuthForm>
    </AuthCard>
  );
}
