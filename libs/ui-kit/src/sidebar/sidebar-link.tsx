import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

const linkBase = 'flex items-center gap-2 rounded-md px-3 py-2 text-sm transition-colors';
const linkIdle = 'text-secondary-100 hover:bg-secondary-600 hover:text-white';
const linkEmphasis = 'font-semibold text-white hover:bg-secondary-600';
const linkActive = 'bg-secondary-600 font-semibold text-white shadow-[inset_3px_0_0_0] shadow-primary';

export interface SidebarLinkProps {
  to: string;
  children: ReactNode;
  /** Active only on this exact path, not on its children (e.g. a campaign's Overview). */
  end?: boolean;
  disabled?: boolean;
  /** Emphasised while not active itself, e.g. the open campaign while one of its tabs is active. */
  emphasis?: boolean;
  className?: string;
}

export function SidebarLink({ to, children, end, disabled, emphasis, className = '' }: SidebarLinkProps) {
  if (disabled) {
    return (
      <span aria-disabled="true" className={`${linkBase} cursor-not-allowed text-secondary-300 opacity-60 ${className}`}>
        {children}
      </span>
    );
  }
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) => `${linkBase} ${isActive ? linkActive : emphasis ? linkEmphasis : linkIdle} ${className}`}
    >
      {children}
    </NavLink>
  );
}
