import type { ReactNode } from 'react';

export interface ShellLayoutProps {
  sidebar: ReactNode;
  children: ReactNode;
}

/** The signed-in frame: a fixed-width sidebar and the scrolling page content. */
export function ShellLayout({ sidebar, children }: ShellLayoutProps) {
  return (
    <div className="flex min-h-screen bg-gray-50 text-gray-900">
      <aside className="sticky top-0 h-screen w-64 shrink-0 overflow-y-auto">{sidebar}</aside>
      <main className="min-w-0 flex-1 px-8 py-6">{children}</main>
    </div>
  );
}
