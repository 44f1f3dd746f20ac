import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Whether the path has changed since the app loaded. The first screen of a load is painted at
 * once; only a move to another page is a page transition that fades in (decision 770). Call it in
 * a layout that stays mounted across navigations.
 */
export function useNavigatedSinceLoad(): boolean {
  const { pathname } = useLocation();
  const [loadPathname] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== loadPathname) setNavigated(true);
  return navigated || pathname !== loadPathname;
}
