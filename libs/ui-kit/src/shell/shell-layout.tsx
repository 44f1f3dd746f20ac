import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BrandMark } from './brand-mark.tsx';

export interface ShellLayoutProps {
  sidebar: ReactNode;
  children: ReactNode;
}

const SIDEBAR_ID = 'shell-sidebar';

/**
 * The signed-in frame: a fixed-width sidebar and the scrolling page content. Below the md
 * breakpoint the sidebar folds behind a 'Menu' button in a top bar, so a phone opens on the page
 * itself; it closes again on every navigation (decisions 289, 360).
 */
export function ShellLayout({ sidebar, children }: ShellLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 text-gray-900 md:flex-row">
      <header className="flex items-center justify-between bg-secondary px-6 py-3 md:hidden">
        <BrandMark />
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls={SIDEBAR_ID}
          onClick={() => setMenuOpen((open) => !open)}
          className="rounded-md border border-secondary-400 px-3 py-1.5 text-sm text-white hover:border-primary"
        >
          {menuOpen ? 'Close Menu' : 'Menu'}
        </button>
      </header>
      <aside
        id={SIDEBAR_ID}
        className={`${menuOpen ? 'block' : 'hidden'} w-full shrink-0 md:sticky md:top-0 md:block md:h-screen md:w-64 md:overflow-y-auto`}
      >
        {sidebar}
      </aside>
      <main className="min-w-0 flex-1 px-4 py-6 sm:px-8">{children}</main>
    </div>
  );
}
