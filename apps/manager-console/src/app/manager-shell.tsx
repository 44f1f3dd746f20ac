import { Fade, PageSuspense, ShellLayout, ToastHost } from '@advocate/ui-kit';
import { Outlet, useLocation } from 'react-router-dom';
import { ManagerSidebar } from './manager-sidebar.tsx';

/** Sidebar plus the routed page, which fades in on every navigation; the loading bar while its chunk loads. */
export function ManagerShell() {
  const { pathname } = useLocation();
  return (
    <ShellLayout sidebar={<ManagerSidebar />}>
      <Fade key={pathname}>
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </Fade>
      <ToastHost />
    </ShellLayout>
  );
}
