import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/**
 * /auth has no screen of its own (spec 00 §2). Earlier builds used it as the Twitch callback, so a
 * visit carrying a code is handed to /auth/twitch; anything else goes to the chooser (decision 155).
 */
export function AuthIndexPage() {
  const { search } = useLocation();
  const hasCode = new URLSearchParams(search).has('code');
  return <Navigate to={hasCode ? paths.callback('twitch') + search : paths.chooser} replace />;
}
