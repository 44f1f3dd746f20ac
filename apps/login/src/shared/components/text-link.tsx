import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** An in-app link in the brand's pink. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary hover:text-primary-700 hover:underline">
      {children}
    </Link>
  );
}
