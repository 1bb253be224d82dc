import { sharePercent } from '@leadgen/core/domain';
import type { ProfileInsightJson } from '../lib/api-types';
import { groupedCount } from '../lib/count-format';

/**
 * The shape of a set of profiles before reading it (lead review and create screens): a bar per
 * follower band and the share of business, verified and private profiles. Plain elements, no
 * chart library: it is five bars.
 */
export function InsightChart({
  insight,
  title = 'Audience shape',
}: {
  insight: ProfileInsightJson;
  title?: string;
}) {
  const tallest = Math.max(1, ...insight.followers.map((band) => band.count));
  const shares = [
    { label: 'Business', count: insight.business },
    { label: 'Verified', count: insight.verified },
    { label: 'Private', count: insight.private },
  ];
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
        <span className="text-xs text-slate-500">{groupedCount(insight.total)} profiles</span>
      </div>
      <div className="mt-3 grid gap-4 sm:grid-cols-[1fr_auto]">
        <figure>
          <figcaption className="sr-only">Profiles by follower count</figcaption>
          <ul className="flex h-24 items-end gap-2" aria-label="Profiles by follower count">
            {insight.followers.map((band) => (
              <li
                key={band.label}
                aria-label={`${band.label} followers: ${band.count}`}
                className="flex h-full flex-1 flex-col items-center justify-end gap-1"
              >
                <span className="text-[10px] tabular-nums text-slate-500">{band.count}</span>
                <span
                  className="w-full rounded-t bg-brand-500"
                  style={{ height: `${(band.count / tallest) * 70}%`, minHeight: band.count > 0 ? 2 : 0 }}
                />
              </li>
            ))}
          </ul>
          <div className="mt-1 flex gap-2" aria-hidden="true">
            {insight.followers.map((band) => (
              <span key={band.label} className="flex-1 text-center text-[10px] text-slate-500">
                {band.label}
              </span>
            ))}
          </div>
          {insight.unknown_followers > 0 ? (
            <p className="mt-1 text-[11px] text-slate-500">
              {insight.unknown_followers} without a follower count
            </p>
          ) : null}
        </figure>
        <dl className="grid grid-cols-1 gap-2 sm:w-48">
          {shares.map((share) => {
            const percent = sharePercent(share.count, insight.total);
            return (
              <div key={share.label}>
                <dt className="flex justify-between text-xs text-slate-600">
                  <span>{share.label}</span>
                  <span className="tabular-nums">{percent}%</span>
                </dt>
                <dd className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100">
                  <span
                    className="block h-full rounded-full bg-emerald-500"
                    style={{ width: `${percent}%` }}
                  />
                  <span className="sr-only">
                    {share.count} of {insight.total}
                  </span>
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </section>
  );
}
