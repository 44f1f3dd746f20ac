import type { ReactNode } from 'react';

/** The card every login screen sits in, on the brand's dark blue. */
interface AuthCardProps {
  title?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Wider card for long content (the terms). */
  wide?: boolean;
}

export function AuthCard({ title, children, footer, wide = false }: AuthCardProps) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 py-10">
      <p className="mb-6 text-3xl font-bold tracking-tight text-white">
        Advocate<span className="text-primary">.</span>
      </p>
      <section className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-xl bg-white p-8 shadow-xl`}>
        {title ? <h1 className="mb-6 text-center text-2xl font-semibold text-secondary">{title}</h1> : null}
        {children}
      </section>
      {footer ? <div className="mt-6 text-sm text-secondary-100 [&_a]:text-primary-200">{footer}</div> : null}
    </main>
  );
}
