import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, read } from '../../lib/api';
import { SESSION_KEY } from '../../lib/use-session';

const PAIRINGS_KEY = ['extension-pairings'] as const;

/** The browsers paired with the account (GET /api/extension/tokens). */
export function useExtensionPairings() {
  return useQuery({
    queryKey: PAIRINGS_KEY,
    queryFn: async () => (await read(api.extension.tokens.$get())).pairings,
  });
}

/**
 * Pairs a browser (POST /api/extension/tokens): the answer carries the token, shown this once.
 * The list and the session's user (now `has_extension`) are read again.
 */
export function usePairBrowser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => read(api.extension.tokens.$post({ json: { label } })),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: PAIRINGS_KEY });
      void client.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

/** Revokes a paired browser (DELETE /api/extension/tokens/:id): its token stops working at once. */
export function useRevokePairing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => read(api.extension.tokens[':id'].$delete({ param: { id } })),
    onSettled: () => client.invalidateQueries({ queryKey: PAIRINGS_KEY }),
  });
}
