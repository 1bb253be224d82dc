import { api, read } from '../../../lib/api';

/**
 * Every row matching the filter parameters, as its id and username (GET /api/lists/:id/profile-ids):
 * "select all matching", whose usernames Open IG then needs no request for.
 */
export const fetchMatchingProfiles = async (listId: string, query: Record<string, string>) =>
  (await read(api.lists[':id']['profile-ids'].$get({ param: { id: listId }, query }))).profiles;
