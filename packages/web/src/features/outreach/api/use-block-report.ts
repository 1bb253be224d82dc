import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';

/**
 * "Instagram blocked me" (POST /api/outreach/blocked) and its undo (DELETE): the user's whole
 * send queue pauses for 24 hours, then runs at half the daily cap for a day. Every send queue
 * and the pace settings are read again after either.
 */
export function useBlockReport() {
  const client = useQueryClient();
  const settle = () => {
    void client.invalidateQueries({ queryKey: ['send-queue'] });
    void client.invalidateQueries({ queryKey: ['pace-settings'] });
  };
  const report = useMutation({
    mutationFn: () => read(api.outreach.blocked.$post({ json: {} })),
    onSettled: settle,
  });
  const lift = useMutation({
    mutationFn: () => read(api.outreach.blocked.$delete()),
    onSettled: settle,
  });
  return { report, lift };
}
