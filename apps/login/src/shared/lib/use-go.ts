import { fullPage } from '@advocate/auth-and-guards';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Destination } from './destinations.ts';

/** Follows a destination: in-app routes through the router, other hosts with a full-page navigation. */
export function useGo(): (destination: Destination) => void {
  const navigate = useNavigate();
  return useCallback(
    (destination) => {
      if (destination.kind === 'in-app') navigate(destination.to, { replace: true });
      else fullPage.assign(destination.url);
    },
    [navigate],
  );
}
