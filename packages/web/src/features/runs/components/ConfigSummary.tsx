import {
  balanceNote,
  creditsForProfiles,
  formatCreditAmount,
  messages,
  profilesCoveredAt,
} from '@leadgen/core/domain';
import type { RunEstimateJson, RunResultJson } from '../../../lib/api-types';
import { useCreditsPerProfile } from '../../../lib/use-credit-offers';
import { useSession } from '../../../lib/use-session';

export interface SummaryRow {
  label: string;
  value: string;
}

/**
 * The configuration card (spec §2): what the run will do, its live cost estimate (spec §9: 0.008
 * credits a profile, three decimals) and the user's balance, with a note when the balance
 * covers fewer profiles than the run would pay for (the server caps the run then, DESIGN.md §9).
 * The server's estimate (`serverEstimate`) counts the people already known, reused at no
 * charge (issue 30), and words it (its `summary`); until it comes, the card shows the local
 * estimate, as if nobody were known, at the price per profile the server answers. Once the run is done (`result`), the card shows what it
 * charged and how many it enriched and reused, not the estimate it started from.
 */

/** What a finished run charged, in words: '30 profiles enriched, 5 already known (not charged)'. */
function chargedSummary(result: RunResultJson): string {
  const paid = Math.max(0, result.enriched - result.reused);
  const enriched = `${paid} profile${paid === 1 ? '' : 's'} enriched`;
  return result.reused > 0 ? `${enriched}, ${result.reused} already known (not charged)` : enriched;
}

export function ConfigSummary({
  rows,
  profiles,
  serverEstimate,
  started,
  result,
}: {
  rows: SummaryRow[];
  /** Profiles the run asks for. */
  profiles: number;
  /** The server's estimate of this run, when it has answered for the form as it is. */
  serverEstimate: RunEstimateJson | undefined;
  /** The run is under way or done: the balance it left is not a warning about it. */
  started: boolean;
  /** The finished run's result, `charged` in credits: shown instead of the estimate. */
  result?: RunResultJson | null;
}) {
  const credits = useSession().data?.credits;
  const price = useCreditsPerProfile();
  const covered =
    credits === undefined || price === undefined ? undefined : profilesCoveredAt(credits, price);
  const server = serverEstimate;
  // the local estimate: every profile paid for
  const local = price === undefined ? undefined : creditsForProfiles(profiles, price);
  const cost = server ? server.cost : local;
  const to_enrich = server ? server.to_enrich : profiles;
  const summary = server
    ? server.summary
    : local === undefined
      ? '…'
      : messages.runEstimate(profiles, 0, formatCreditAmount(local));
  const note = started || covered === undefined ? null : balanceNote(to_enrich, covered, server?.known ?? 0);
  return (
    <section
      aria-label="Configuration"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-base font-semibold">Configuration</h2>
      <dl className="flex flex-col gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className="min-w-0 text-right font-medium wrap-anywhere text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <dl className="flex flex-col gap-2 border-t border-slate-100 pt-4 text-sm">
        {result ? (
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
            <dt className="text-slate-500">Charged</dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900">
              {formatCreditAmount(result.charged)}
            </dd>
            <dd
              data-testid="charged-summary"
              aria-live="polite"
              className="basis-full text-xs text-slate-600"
            >
              {chargedSummary(result)}
            </dd>
          </div>
        ) : (
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
            <dt className="text-slate-500">Estimated cost</dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900">
              {cost === undefined ? '…' : formatCreditAmount(cost)}
            </dd>
            <dd
              data-testid="estimate-summary"
              aria-live="polite"
              className="basis-full text-xs text-slate-600"
            >
              {summary}
            </dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-slate-500">Your balance</dt>
          <dd className="font-medium tabular-nums text-slate-900">
            {credits === undefined ? '…' : formatCreditAmount(credits)}
          </dd>
        </div>
      </dl>
      {note ? <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">{note}</p> : null}
      <p className="text-xs text-slate-500">
        Each profile found costs {price === undefined ? '…' : formatCreditAmount(price)}; you are charged only
        for the profiles the run returns. Profiles already known (enriched within the days set in Settings)
        are not charged again.
      </p>
    </section>
  );
}
