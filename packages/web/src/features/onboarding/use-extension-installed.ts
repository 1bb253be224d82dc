import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, read } from '../../lib/api';
import { SESSION_KEY } from '../../lib/use-session';

/**
 * The install steps walked to Complete: PUT /api/users/me/extension records has_extension on the
 * user (spec §3), so no browser of theirs offers the steps on its own again. A failure is
 * silent: the browser's own dismissal still keeps the steps closed here.
 */
export function useExtensionInstalled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await read(api.users.me.extension.$put())).user,
    onSuccess: (user) => client.setQueryData(SESSION_KEY, user),
  });
}
