import { type CompletenessReason, completenessReasonText } from '@leadgen/core/domain';
import { groupedCount } from '../../../lib/count-format';

/** One target's completeness as GET /api/lists/:id answers it (issue 34). */
export interface TargetCompletenessJson {
  target: string;
  reported: number | null;
  collected: number;
  unique: number;
  already_known: number;
  reason: CompletenessReason | null;
  /** Which actor of the provider chain delivered how many (issue 34). */
  actors: readonly { actor: string; delivered: number }[];
}

/** The actors that delivered someone, with how many: 'datadoping~instagram-followers-scraper: 6'. */
const deliveredBy = (row: TargetCompletenessJson) =>
  row.actors
    .filter((part) => part.delivered > 0)
    .map((part) => `${part.actor}: ${groupedCount(part.delivered)}`)
    .join(', ') || 'none';

/**
 * How complete each target of a discovery list is (issue 34): what its profile reports, what was
 * collected, how many were unique and already known (not charged), why it came up short, and
 * which actor of the provider chain delivered them. A
 * table with a caption and column headers, so a screen reader reads each number with its target.
 * Nothing for a custom list, or one made before completeness was kept.
 */
export function TargetCompleteness({
  rows,
  searchType,
}: {
  rows: readonly TargetCompletenessJson[];
  searchType: string;
}) {
  if (rows.length === 0) return null;
  const noun = searchType === 'following' ? 'Followings' : 'Followers';
  // one line when closed, so the profiles below keep their place on the screen; the table opens
  // on a click (its scroll area takes the keyboard when it is narrower than the table)
  const collected = rows.reduce((sum, row) => sum + row.unique, 0);
  const short = rows.filter((row) => row.reason !== null).length;
  return (
    <details
      data-testid="target-completeness"
      className="rounded-2xl border border-slate-200 bg-white px-4 py-2 shadow-sm"
    >
      <summary className="cursor-pointer text-sm text-slate-700">
        <span className="font-semibold text-slate-900">Completeness per target</span>:{' '}
        {groupedCount(collected)} collected from {rows.length} target{rows.length === 1 ? '' : 's'}
        {short > 0 ? `, ${short} came up short` : ''}
      </summary>
      <section
        aria-labelledby="target-completeness-title"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes the keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        className="mt-2 overflow-x-auto"
      >
        <table className="w-full text-left text-sm">
          <caption id="target-completeness-title" className="pb-2 text-left font-semibold text-slate-900">
            Completeness per target
          </caption>
          <thead className="text-xs text-slate-500">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">
                Target
              </th>
              <th scope="col" className="py-1 pr-4 text-right font-medium">
                {noun} on Instagram
              </th>
              <th scope="col" className="py-1 pr-4 text-right font-medium">
                Collected
              </th>
              <th scope="col" className="py-1 pr-4 text-right font-medium">
                Unique
              </th>
              <th scope="col" className="py-1 pr-4 text-right font-medium">
                Already known
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                Why fewer
              </th>
              <th scope="col" className="py-1 font-medium">
                Delivered by
              </th>
            </tr>
          </thead>
          <tbody className="text-slate-800">
            {rows.map((row) => (
              <tr key={row.target} className="border-t border-slate-100">
                <th scope="row" className="py-1.5 pr-4 font-medium">
                  @{row.target}
                </th>
                <td className="py-1.5 pr-4 text-right tabular-nums">
                  {row.reported === null ? 'unknown' : groupedCount(row.reported)}
                </td>
                <td className="py-1.5 pr-4 text-right tabular-nums">{groupedCount(row.collected)}</td>
                <td className="py-1.5 pr-4 text-right tabular-nums">{groupedCount(row.unique)}</td>
                <td className="py-1.5 pr-4 text-right tabular-nums">{groupedCount(row.already_known)}</td>
                <td className={`py-1.5 pr-4 ${row.reason ? 'text-amber-800' : 'text-slate-500'}`}>
                  {row.reason ? completenessReasonText(row.reason) : 'none'}
                </td>
                <td className="py-1.5 break-all text-slate-600">{deliveredBy(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
