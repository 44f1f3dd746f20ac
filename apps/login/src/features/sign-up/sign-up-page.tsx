import { useStartSession } from '@advocate/auth-and-guards';
import { FormError, TextField, usePageTitle } from '@advocate/ui-kit';
import { signUpForm } from '@advocate/validation';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../shared/components/auth-card.tsx';
import { TextLink } from '../../shared/components/text-link.tsx';
import { afterSignIn, nextQuery } from '../../shared/lib/destinations.ts';
import { useAuthForm } from '../../shared/lib/use-auth-form.ts';
import { useGo } from '../../shared/lib/use-go.ts';
import { useRegister } from './api/register.ts';
import { AuthForm, SubmitButton } from '../../shared/components/auth-form.tsx';

/**
 * /sign-up: manager sign-up; signs in without staying logged in (spec 00 §2, §4). A manager
 * invitation link adds `?invite=<key>`: the key goes with the sign-up, which then grants the
 * invitation's teams and permissions (decision 345).
 */
export function SignUpPage() {
  usePageTitle('Sign Up');
  const register = useRegister();
  const startSession = useStartSession();
  const go = useGo();
  const [search] = useSearchParams();
  const next = search.get('next');
  const inviteKey = search.get('invite') ?? undefined;
  const form = useAuthForm(signUpForm, { email: '', password1: '', password2: '' });

  const onSubmit = form.handleSubmit(async ({ email, password1, password2 }) => {
    const address = email.trim();
    const answer = await register({ email: address, password1, password2, username: address, invite_key: inviteKey });
    startSession(answer, { stayLoggedIn: false });
    go(afterSignIn(answer.user, next));
  });

  return (
    <AuthCard
      title="Create an account to start managing broadcasters"
      footer={
        <span>
          Already have an account? <TextLink to={paths.managerSignIn + nextQuery(next)}>Login</TextLink>
        </span>
      }
    >
      <AuthForm onSubmit={onSubmit}>
        <TextField label="Email" type="email" autoComplete="email" autoFocus field={form.field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" field={form.field('password1')} />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" field={form.field('password2')} />
        <SubmitButton disabled={form.submitting}>Sign Up</SubmitButton>
        <FormError centered message={form.formError} />
      </AuthForm>
    </AuthCard>
  );
}
