/** Query keys of the lead review screen: everything of one list starts with `leadReviewKey(id)`. */
export const leadReviewKey = (listId: string) => ['lead-review', listId] as const;
export const leadListKey = (listId: string) => [...leadReviewKey(listId), 'list'] as const;
export const leadInsightKey = (listId: string) => [...leadReviewKey(listId), 'insight'] as const;
export const leadProfilesKey = (listId: string, query?: Record<string, string>) =>
  query === undefined
    ? ([...leadReviewKey(listId), 'profiles'] as const)
    : ([...leadReviewKey(listId), 'profiles', query] as const);

/**
 * How long loaded rows and the shape count as fresh: the screen's own changes invalidate them,
 * so the prefetched first page is not asked for again as the screen mounts.
 */
export const LEAD_REVIEW_STALE_MS = 30_000;
