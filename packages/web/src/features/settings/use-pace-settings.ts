import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/toasts';
import { api, failureMessage, read } from '../../lib/api';
import { useSingleFlightMutation } from '../../lib/use-single-flight-mutation';
import { SETTINGS_TOAST_MS } from './settings-toast';
import { useSettingsVersion } from './use-settings-version';

const PACE_KEY = ['pace-settings'] as const;

export const PACE_UPDATED = 'Sending pace updated successfully';
const PACE_FAILED = 'Failed to update the sending pace. Please try again.';

/** The sending pace as typed in the form: text as the server reads it (it checks each). */
export interface PaceValues {
  dailyCap: string;
  workingHours: string;
  timeZone: string;
  warmup: boolean;
  warmupStart: string;
  warmupDays: string;
}

/**
 * The sending pace with the line naming what limits sending now (GET /api/outreach/settings):
 * the daily cap, working hours, time zone and warm-up (issue 36).
 */
export function usePaceSettings() {
  return useQuery({ queryKey: PACE_KEY, queryFn: () => read(api.outreach.settings.$get()) });
}

/**
 * Saves the sending pace (PUT /api/outreach/settings) over the settings version the form was
 * loaded with (issue 31); the server checks every field and says what is wrong. The send
 * queues are read again: their pace depends on it.
 */
export function useUpdatePaceSettings(loadedVersion: number) {
  const toast = useToast();
  const client = useQueryClient();
  const version = useSettingsVersion(loadedVersion);
  return useSingleFlightMutation({
    mutationFn: (values: PaceValues) =>
      read(
        api.outreach.settings.$put({
          json: {
            dailyCap: values.dailyCap.trim(),
            workingHours: values.workingHours.trim(),
            timeZone: values.timeZone.trim(),
            warmup: values.warmup,
            warmupStart: values.warmupStart.trim(),
            warmupDays: values.warmupDays.trim(),
            version: version.current(),
          },
        }),
      ),
    onSuccess: (pace) => {
      version.saved(pace.version);
      client.setQueryData(PACE_KEY, pace);
      void client.invalidateQueries({ queryKey: ['send-queue'] });
      toast(PACE_UPDATED, { durationMs: SETTINGS_TOAST_MS });
    },
    onError: (error) => {
      version.refused(error);
      toast(failureMessage(error, PACE_FAILED), { tone: 'error', durationMs: SETTINGS_TOAST_MS });
    },
  });
}
