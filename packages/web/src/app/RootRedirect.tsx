import { Navigate } from 'react-router';
import { Spinner } from '../components/Spinner';
import { useSession } from '../lib/use-session';

/** '/' (spec §2): a spinner while the session resolves, then the dashboard or the landing page. */
export function RootRedirect() {
  const session = useSession();
  if (session.isPending) return <Spinner />;
  return <Navigate to={session.data ? '/dashboard' : '/landing'} replace />;
}
