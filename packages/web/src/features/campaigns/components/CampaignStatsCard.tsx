import { formatCount } from '../format';

/** Campaign Stats (spec §2 edit screen): total and selected profiles, messages sent, responses. */
export function CampaignStatsCard({
  total,
  selected,
  sent,
  responses,
}: {
  total: number;
  selected: number;
  sent: number;
  responses: number;
}) {
  const stats = [
    ['Total profiles', total],
    ['Selected profiles', selected],
    ['Messages sent', sent],
    ['Responses', responses],
  ] as const;
  return (
    <section aria-labelledby="campaign-stats" className="flex flex-col gap-3">
      <h2 id="campaign-stats" className="text-base font-semibold text-slate-900">
        Campaign Stats
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900" data-stat={label}>
              {formatCount(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
