import { messages } from '@leadgen/core/domain';
import { useToast } from '../../components/toasts';
import { api, failureMessage, read } from '../../lib/api';
import { useSetSession } from '../../lib/use-session';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import type { ProfileValues } from './profile-values';
import { SETTINGS_TOAST_MS } from './settings-toast';

/**
 * Saves the profile form (PATCH /api/users/me, spec §7 users update; the server trims, and
 * clears blank optional fields): the answer becomes the session's user, so the form's loaded
 * values and the rest of the app follow.
 */
export function useUpdateProfile() {
  const toast = useToast();
  const setSession = useSetSession();
  return useSingleFlightMutation({
    mutationFn: async (form: ProfileValues) => (await read(api.users.me.$patch({ json: form }))).user,
    onSuccess: (user) => {
      setSession(user);
      toast(messages.profileUpdated, { durationMs: SETTINGS_TOAST_MS });
    },
    onError: (error) =>
      toast(failureMessage(error, messages.failedToUpdateProfile), {
        tone: 'error',
        durationMs: SETTINGS_TOAST_MS,
      }),
  });
}
