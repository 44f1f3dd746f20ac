import { Fade, ShellLayout, ToastHost } from '@advocate/ui-kit';
import { Outlet, useLocation } from 'react-router-dom';
import { ManagerSidebar } from './manager-sidebar.tsx';

/** Sidebar plus the routed page, which fades in on every navigation. */
export function ManagerShell() {
  const { pathname } = useLocation();
  return (
    <ShellLayout sidebar={<ManagerSidebar />}>
      <Fade key={pathname}>
        <Outlet />
      </Fade>
      <ToastHost />
    </ShellLayout>
  );
}
