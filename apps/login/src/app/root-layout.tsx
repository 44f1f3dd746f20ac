import { Outlet, useLocation } from 'react-router-dom';

/** Every screen fades in on navigation (spec 00 §4, decision 173); not for reduced-motion users. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className="min-h-screen bg-secondary-700 motion-safe:animate-fade-in">
      <Outlet />
    </div>
  );
}
