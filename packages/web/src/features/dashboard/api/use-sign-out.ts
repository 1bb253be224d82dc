import { messages } from '@leadgen/core/domain';
import { useNavigate } from 'react-router';
import { api, read } from '../../../lib/api';
import { useSetSession } from '../../../lib/use-session';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';
import { useDashboardToast } from '../dashboard-toast';

/** Sign Out (spec §2 header): ends the session, clears cached data, goes to /login. */
export function useSignOut() {
  const navigate = useNavigate();
  const setSession = useSetSession();
  const { fail } = useDashboardToast();
  return useSingleFlightMutation({
    mutationFn: () => read(api.auth.signout.$post()),
    onSuccess: () => {
      setSession(null);
      void navigate('/login', { replace: true });
    },
    onError: () => fail(messages.failedToSignOut),
  });
}
