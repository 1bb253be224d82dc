import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/toasts';
import { api, failureMessage, read } from '../../lib/api';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { SETTINGS_TOAST_MS } from './settings-toast';
import { useSettingsVersion } from './use-settings-version';

const FRESHNESS_KEY = ['freshness'] as const;

export const FRESHNESS_UPDATED = 'Freshness window updated successfully';
const FRESHNESS_FAILED = 'Failed to update the freshness window. Please try again.';

/** The user's freshness window (GET /api/users/me/freshness): `{ days, isDefault }`. */
export function useFreshness() {
  return useQuery({ queryKey: FRESHNESS_KEY, queryFn: () => read(api.users.me.freshness.$get()) });
}

/**
 * Saves the freshness window (PUT /api/users/me/freshness) as typed: whole days 0..365, blank
 * for the default; the server checks it and says what is wrong. Run estimates are asked for
 * again, as the people they count as known depend on it.
 */
export function useUpdateFreshness(loadedVersion: number) {
  const toast = useToast();
  const client = useQueryClient();
  // over the settings version the form was loaded with (issue 31)
  const version = useSettingsVersion(loadedVersion);
  return useSingleFlightMutation({
    mutationFn: (days: string) =>
      read(api.users.me.freshness.$put({ json: { days, version: version.current() } })),
    onSuccess: (setting) => {
      version.saved(setting.version);
      client.setQueryData(FRESHNESS_KEY, setting);
      void client.invalidateQueries({ queryKey: ['run-estimate'] });
      toast(FRESHNESS_UPDATED, { durationMs: SETTINGS_TOAST_MS });
    },
    onError: (error) => {
      version.refused(error);
      toast(failureMessage(error, FRESHNESS_FAILED), { tone: 'error', durationMs: SETTINGS_TOAST_MS });
    },
  });
}
