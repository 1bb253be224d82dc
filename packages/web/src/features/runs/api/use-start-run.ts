import { useQueryClient } from '@tanstack/react-query';
import type { ClientResponse } from 'hono/client';
import { api, read } from '../../../lib/api';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/** The body of POST /api/lists/discovery (spec §5 Discovery, checked by the form first). */
export interface DiscoveryBody {
  targets: string[];
  type: string;
  maxProfiles: number;
  /** Only when the search type's actor logs in to Instagram (DESIGN.md §9). */
  sessionId?: string;
  /** Enrich everyone again, charged, instead of reusing the people already known (issue 30). */
  refresh?: true;
}

/**
 * The body of POST /api/lists/custom as JSON: the usernames typed or imported (spec §5 Custom
 * list). No session id: the profile actor never logs in to Instagram (DESIGN.md §9).
 */
export interface CustomBody {
  usernames: string[];
  /** Enrich everyone again, charged, instead of reusing the people already known (issue 30). */
  refresh?: true;
}

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
