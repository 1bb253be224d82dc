import type { LeadReviewSort, LeadReviewSortKey, SortDirection } from '@leadgen/core/domain';
import { useId } from 'react';

/** The orders the cards offer, as the table's column titles sort (the same server order). */
const ORDERS: { by: LeadReviewSortKey; direction: SortDirection; label: string }[] = [
  { by: 'followers', direction: 'desc', label: 'Most followers' },
  { by: 'followers', direction: 'asc', label: 'Fewest followers' },
  { by: 'following', direction: 'desc', label: 'Most following' },
  { by: 'following', direction: 'asc', label: 'Fewest following' },
  { by: 'posts', direction: 'desc', label: 'Most posts' },
  { by: 'posts', direction: 'asc', label: 'Fewest posts' },
  { by: 'username', direction: 'asc', label: 'Username A-Z' },
  { by: 'username', direction: 'desc', label: 'Username Z-A' },
  { by: 'name', direction: 'asc', label: 'Name A-Z' },
  { by: 'name', direction: 'desc', label: 'Name Z-A' },
];

const orderValue = (sort: LeadReviewSort) => `${sort.by}:${sort.direction}`;

/** The cards' order: a select of every column in both directions. */
export function SortSelect({
  sort,
  onChange,
}: {
  sort: LeadReviewSort;
  onChange: (sort: LeadReviewSort) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">
        Sort by
      </label>
      <select
        id={id}
        value={orderValue(sort)}
        onChange={(event) => {
          const order = ORDERS.find((each) => orderValue(each) === event.target.value);
          if (order) onChange({ by: order.by, direction: order.direction });
        }}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
      >
        {ORDERS.map((order) => (
          <option key={orderValue(order)} value={orderValue(order)}>
            {order.label}
          </option>
        ))}
      </select>
    </div>
  );
}
