import { listProfileIds } from '@leadgen/core';
import { isLeadReviewFilterEmpty, type LeadReviewFilter } from '@leadgen/core/domain';
import { useApp } from '../../app-context.js';
import { count } from '../../format.js';
import { useLoad } from '../../use-load.js';

/**
 * How many of the `selected` profiles the `filter` hides: read from core's matching ids for the
 * filter (none hidden without one), so the count is exact for a list of any size.
 */
export function useHiddenSelection(
  listId: string,
  filter: LeadReviewFilter,
  selected: ReadonlySet<string>,
): number {
  const { deps } = useApp();
  const filtered = !isLeadReviewFilterEmpty(filter);
  const matching = useLoad(
    async () =>
      filtered ? new Set(await listProfileIds({ store: deps.store }, deps.user.id, listId, filter)) : null,
    [listId, filter],
  ).data;
  if (!filtered || !matching) return 0;
  let hidden = 0;
  for (const id of selected) if (!matching.has(id)) hidden += 1;
  return hidden;
}

/** '5 selected', or '5 selected, 2 hidden by the filter' when the filter hides some of them. */
export function selectionSummary(selected: number, hidden: number): string {
  return hidden > 0
    ? `${count(selected)} selected, ${count(hidden)} hidden by the filter`
    : `${count(selected)} selected`;
}
