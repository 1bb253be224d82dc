import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, read } from '../../lib/api';

const KEYS_KEY = ['api-keys'] as const;

/** The user's API keys (GET /api/keys): name, scope, prefix and last use, never the keys. */
export function useApiKeys() {
  return useQuery({
    queryKey: KEYS_KEY,
    queryFn: async () => (await read(api.keys.$get())).keys,
  });
}

/** Creates an API key (POST /api/keys): the answer carries the key, shown this once. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InferRequestType<typeof api.keys.$post>['json']) =>
      read(api.keys.$post({ json: input })),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS_KEY }),
  });
}

/** Revokes an API key (DELETE /api/keys/:id): programs using it get 401 at once. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => read(api.keys[':id'].$delete({ param: { id } })),
    onSettled: () => client.invalidateQueries({ queryKey: KEYS_KEY }),
  });
}
