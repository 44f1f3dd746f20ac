import { useStartSession } from '@advocate/auth-and-guards';
import { CheckboxField, FormError, TextField, usePageTitle } from '@advocate/ui-kit';
import { managerSignInForm } from '@advocate/validation';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../shared/components/auth-card.tsx';
import { TextLink } from '../../shared/components/text-link.tsx';
import { afterSignIn, nextQuery } from '../../shared/lib/destinations.ts';
import { useAuthForm } from '../../shared/lib/use-auth-form.ts';
import { useGo } from '../../shared/lib/use-go.ts';
import { useLogin } from './api/login.ts';
import { AuthForm, SubmitButton } from '../../shared/components/auth-form.tsx';

/** /login/manager: email and password, stay logged in on by default (spec 00 §2, §3, §9). */
export function ManagerSignInPage() {
  usePageTitle('Manager Login');
  const login = useLogin();
  const startSession = useStartSession();
  const go = useGo();
  const [search] = useSearchParams();
  const next = search.get('next');
  const [stayLoggedIn, setStayLoggedIn] = useState(true);
  const form = useAuthForm(managerSignInForm, { username: '', password: '' });

  const onSubmit = form.handleSubmit(async ({ username, password }) => {
    const answer = await login({ username: username.trim(), password, stayLoggedIn });
    startSession(answer, { stayLoggedIn });
    go(afterSignIn(answer.user, next));
  });

  return (
    <AuthCard
      title="Manager Login"
      footer={
        <span>
          Don&apos;t have an account? <TextLink to={paths.signUp + nextQuery(next)}>Sign Up</TextLink>
        </span>
      }
    >
      <AuthForm onSubmit={onSubmit}>
        <TextField label="Email" type="email" autoComplete="username" autoFocus field={form.field('username')} />
        <TextField label="Password" type="password" autoComplete="current-password" field={form.field('password')} />
        <div className="mb-4 flex items-center justify-between">
          <CheckboxField label="Stay logged in" name="stayLoggedIn" checked={stayLoggedIn} onChange={setStayLoggedIn} />
          <span className="mb-3 text-sm">
            <TextLink to={paths.resetRequest}>Forgot password?</TextLink>
          </span>
        </div>
        <SubmitButton disabled={form.submitting}>Login</SubmitButton>
        <FormError centered message={form.formError} />
      </AuthForm>
    </AuthCard>
  );
}
