import { api, read } from '../../../lib/api';

/** A small first page so rows show at once, then big pages as the user scrolls. */
export const FIRST_PAGE_SIZE = 100;
export const PAGE_SIZE = 500;

/** One page of the list's rows for these filter parameters, from `cursor` (keyset). */
export const fetchLeadPage = (
  listId: string,
  query: Record<string, string>,
  cursor: string | null,
  limit = cursor === null ? FIRST_PAGE_SIZE : PAGE_SIZE,
) =>
  read(
    api.lists[':id'].profiles.$get({
      param: { id: listId },
      query: {
        ...query,
        limit: String(limit),
        ...(cursor === null ? {} : { cursor }),
      },
    }),
  );
