import { api, read } from '../../../lib/api';

/** Every id matching the filter parameters (GET /api/lists/:id/profile-ids): "select all matching". */
export const fetchMatchingIds = async (listId: string, query: Record<string, string>) =>
  (await read<{ ids: string[] }>(api.lists[':id']['profile-ids'].$get({ param: { id: listId }, query }))).ids;
