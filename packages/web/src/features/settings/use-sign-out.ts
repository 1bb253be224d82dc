import { messages } from '@leadgen/core/domain';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/toasts';
import { api, read } from '../../lib/api';
import { useSetSession } from '../../lib/use-session';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { SETTINGS_TOAST_MS } from './settings-toast';

/** Sign Out (spec §7: sign out, then go to /login); a failure is 'Failed to sign out'. */
export function useSignOut() {
  const navigate = useNavigate();
  const setSession = useSetSession();
  const toast = useToast();
  return useSingleFlightMutation({
    mutationFn: () => read(api.auth.signout.$post()),
    onSuccess: () => {
      setSession(null);
      void navigate('/login', { replace: true });
    },
    onError: () => toast(messages.failedToSignOut, { tone: 'error', durationMs: SETTINGS_TOAST_MS }),
  });
}
