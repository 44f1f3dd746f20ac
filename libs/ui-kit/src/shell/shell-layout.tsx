import type { ReactNode } from 'react';

export interface ShellLayoutProps {
  sidebar: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in frame: a fixed-width sidebar and the scrolling page content. Below the md
 * breakpoint the sidebar sits above the page, full width, so phones keep the whole width for the
 * page (decision 289).
 */
export function ShellLayout({ sidebar, children }: ShellLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 text-gray-900 md:flex-row">
      <aside className="w-full shrink-0 md:sticky md:top-0 md:h-screen md:w-64 md:overflow-y-auto">{sidebar}</aside>
      <main className="min-w-0 flex-1 px-4 py-6 sm:px-8">{children}</main>
    </div>
  );
}
