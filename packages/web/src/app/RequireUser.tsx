import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/Spinner';
import { useLiveEvents } from '../lib/use-live-events';
import { useSession, useSessionCheckOnRestore } from '../lib/use-session';

/**
 * Protected routes (spec §2): 'Loading...' while the session resolves, else /login when signed
 * out; signed in, the live events stream keeps credits and job progress current. A page the
 * browser restores from its back-forward cache resolves the session again first.
 */
export function RequireUser() {
  const session = useSession();
  useSessionCheckOnRestore();
  const location = useLocation();
  useLiveEvents(Boolean(session.data));
  if (session.isPending) return <Spinner label="Loading..." />;
  if (!session.data) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
