import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, read } from '../../lib/api';

const WEBHOOKS_KEY = ['webhooks'] as const;
const deliveriesKey = (id: string) => ['webhooks', id, 'deliveries'] as const;

/** The account's webhook endpoints, never their secrets (GET /api/webhooks). */
export function useWebhooks() {
  return useQuery({
    queryKey: WEBHOOKS_KEY,
    queryFn: async () => (await read(api.webhooks.$get())).webhooks,
  });
}

/** Adds an endpoint (POST /api/webhooks): the answer carries its signing secret, shown this once. */
export function useAddWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InferRequestType<typeof api.webhooks.$post>['json']) =>
      read(api.webhooks.$post({ json: input })),
    onSuccess: () => client.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

/** Removes an endpoint and its delivery log (DELETE /api/webhooks/:id). */
export function useRemoveWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => read(api.webhooks[':id'].$delete({ param: { id } })),
    onSettled: () => client.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

/** An endpoint's delivery log, newest first, read while it is shown (GET /api/webhooks/:id/deliveries). */
export function useWebhookDeliveries(id: string, shown: boolean) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: async () => (await read(api.webhooks[':id'].deliveries.$get({ param: { id } }))).deliveries,
    enabled: shown,
    // a worker sends them: the log catches up on its own while open
    refetchInterval: shown ? 5000 : false,
  });
}

/** Queues a `webhook.test` event to an endpoint (POST /api/webhooks/:id/test). */
export function useSendTestEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => read(api.webhooks[':id'].test.$post({ param: { id } })),
    onSuccess: (_answer, id) => client.invalidateQueries({ queryKey: deliveriesKey(id) }),
  });
}
