import { useQuery } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, read } from '../../../lib/api';
import type { RunEstimateJson } from '../../../lib/api-types';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/**
 * The run to estimate: a discovery's body (its session id is not needed) or a custom list's, as
 * the estimate routes take them.
 */
export type EstimateRequest =
  | {
      kind: 'discover';
      body: Omit<InferRequestType<typeof api.lists.discovery.estimate.$post>['json'], 'sessionId'>;
    }
  | { kind: 'custom'; body: InferRequestType<typeof api.lists.custom.estimate.$post>['json'] };

/** How long the form must stay unchanged before its estimate is asked for (typing a limit). */
export const ESTIMATE_DEBOUNCE_MS = 300;

const fetchEstimate = async (request: EstimateRequest): Promise<RunEstimateJson> =>
  request.kind === 'discover'
    ? (await read(api.lists.discovery.estimate.$post({ json: request.body }))).estimate
    : (await read(api.lists.custom.estimate.$post({ json: request.body }))).estimate;

/**
 * The server's estimate of the run the form describes (issue 30: it counts the people already
 * known, which only the server knows), asked for once the form has stayed the same for
 * ESTIMATE_DEBOUNCE_MS, and only while `enabled` (the run has not started). Undefined while
 * the answer for the form as it is now has not come (typing, loading, offline, refused): the
 * card shows its local estimate then.
 */
export function useRunEstimate(request: EstimateRequest | null, enabled: boolean) {
  // debounced as text: an equal request made on the next render is the same request
  const typed = request && JSON.stringify(request);
  const settled = useDebouncedValue(typed, ESTIMATE_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['run-estimate', settled],
    queryFn: () => fetchEstimate(JSON.parse(settled ?? 'null') as EstimateRequest),
    enabled: enabled && settled !== null,
    retry: false,
  });
  return typed !== null && typed === settled ? query.data : undefined;
}
