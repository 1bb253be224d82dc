import { messages } from '@leadgen/core/domain';
import { useToast } from '../../components/toasts';
import { api, failureMessage, read } from '../../lib/api';
import { useSetSession } from '../../lib/use-session';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import type { ProfileValues } from './profile-values';
import { SETTINGS_TOAST_MS } from './settings-toast';
import { useSettingsVersion } from './use-settings-version';

/**
 * Saves the profile form (PATCH /api/users/me, spec §7 users update; the server trims, and
 * clears blank optional fields) over the settings version the form was loaded with (issue 31):
 * the answer becomes the session's user, so the form's loaded values and the rest of the app
 * follow; settings changed meanwhile elsewhere are refused in the server's words.
 */
export function useUpdateProfile(loadedVersion: number) {
  const toast = useToast();
  const setSession = useSetSession();
  const version = useSettingsVersion(loadedVersion);
  return useSingleFlightMutation({
    mutationFn: async (form: ProfileValues) =>
      (await read(api.users.me.$patch({ json: { ...form, version: version.current() } }))).user,
    onSuccess: (user) => {
      version.saved(user.settings_version);
      setSession(user);
      toast(messages.profileUpdated, { durationMs: SETTINGS_TOAST_MS });
    },
    onError: (error) => {
      version.refused(error);
      toast(failureMessage(error, messages.failedToUpdateProfile), {
        tone: 'error',
        durationMs: SETTINGS_TOAST_MS,
      });
    },
  });
}
