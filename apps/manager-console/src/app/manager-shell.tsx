import { Fade, PageSuspense, ShellLayout, ToastHost, useNavigatedSinceLoad } from '@advocate/ui-kit';
import { Outlet, useLocation } from 'react-router-dom';
import { ManagerSidebar } from './manager-sidebar.tsx';

/** Sidebar plus the routed page, which fades in on every navigation (the first page of a load is shown at once, decision 770); the loading bar while its chunk loads. */
export function ManagerShell() {
  const { pathname } = useLocation();
  const navigated = useNavigatedSinceLoad();
  return (
    <ShellLayout sidebar={<ManagerSidebar />}>
      <Fade key={pathname} appear={navigated}>
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </Fade>
      <ToastHost />
    </ShellLayout>
  );
}
