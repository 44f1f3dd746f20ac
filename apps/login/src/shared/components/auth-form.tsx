import { Button, useHydrated } from '@advocate/ui-kit';
import type { FormEvent, ReactNode } from 'react';

/**
 * A login-app form. Several of its screens are prerendered (decision 746) and shown before the app
 * has loaded, so the form is posted, never sent as a query string, and its submit button is disabled
 * until the page has hydrated: an early Enter or click neither puts a password in the address nor
 * gets lost.
 */
export function AuthForm({ onSubmit, children }: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      {children}
    </form>
  );
}

/** The form's submit button: disabled while submitting (or when `disabled`), and until the page has hydrated. */
export function SubmitButton({
  disabled = false,
  className = 'w-full',
  children,
}: {
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Button className={className} type="submit" disabled={disabled || !hydrated}>
      {children}
    </Button>
  );
}
