import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark.tsx';

/** A centred page with the word mark and no sidebar, for hand-off pages outside the console shell. */
export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-gray-50 text-gray-900">
      <header className="bg-secondary px-8 py-4">
        <BrandMark />
      </header>
      <main className="mx-auto max-w-2xl px-6 py-12">{children}</main>
    </div>
  );
}
