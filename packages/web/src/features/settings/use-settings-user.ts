import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SESSION_KEY, useSession } from '../../lib/use-session';

/**
 * The signed-in user, loaded afresh when the settings screen opens (spec §7: settings selects
 * the user by id): after a payment the webhook has changed the balance or plan by the time the
 * browser returns here. `failed` is 'Failed to load user profile' territory (spec §8 Settings).
 */
export function useSettingsUser() {
  const session = useSession();
  const client = useQueryClient();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: SESSION_KEY });
  }, [client]);
  return { user: session.data ?? null, failed: session.isError };
}
