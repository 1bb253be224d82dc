import { useQueryClient } from '@tanstack/react-query';
import type { ClientResponse, InferRequestType } from 'hono/client';
import { api, read } from '../../../lib/api';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/**
 * The body of POST /api/lists/discovery as the route's validator takes it (spec §5 Discovery,
 * checked by the form first): targets, type, maxProfiles, the session id only when the search
 * type's actor logs in (DESIGN.md §9), and `refresh` to enrich everyone again, charged (issue 30).
 */
export type DiscoveryBody = InferRequestType<typeof api.lists.discovery.$post>['json'];

/**
 * The body of POST /api/lists/custom as JSON, as the route's validator takes it: the usernames
 * typed or imported (spec §5 Custom list) and `refresh`. No session id: the profile actor never
 * logs in to Instagram (DESIGN.md §9).
 */
export type CustomBody = InferRequestType<typeof api.lists.custom.$post>['json'];

/**
 * Starts a run: the server checks the balance, queues the job and answers its id with the
 * estimate (whose `notice` says when the balance caps the run). The lists are read again so the
 * dashboard shows the new one. A refusal throws the server's message (e.g. 'Not enough credits').
 */
function useStartRun<Body, Answer extends ClientResponse<unknown>>(post: (body: Body) => Promise<Answer>) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: Body) => read(post(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['lists'] }),
  });
}

export const useStartDiscovery = () =>
  useStartRun((json: DiscoveryBody) => api.lists.discovery.$post({ json }));

/**
 * A custom list is always sent as JSON: the browser already read the CSV with the server's own
 * parser (parseUsernameCsv) and the user may edit the imported usernames before launch. The
 * route's type also names its multipart form; an empty one is ignored (the JSON body wins).
 */
export const useStartCustom = () =>
  useStartRun((json: CustomBody) => api.lists.custom.$post({ json, form: {} }));
