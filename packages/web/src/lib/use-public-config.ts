import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, read } from './api';

/** One request for every reader: the answer only changes when the server restarts. */
export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => read(api.config.$get()),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The server's public web settings (GET /api/config): video URLs and the extension link. */
export function usePublicConfig() {
  return useQuery({ ...publicConfigQuery, select: (config) => config.web });
}

/**
 * Whether a discovery of each search type asks for the Instagram session id: only when the
 * server's configured actor logs in to Instagram (DESIGN.md §9). `data` is undefined until the
 * answer arrives, so a form shows no session id field meanwhile.
 */
export function useSessionIdRequired() {
  return useQuery({ ...publicConfigQuery, select: (config) => config.discovery.session_id_required });
}
