import { RUN_STEPS, type RunKind } from '@leadgen/core/domain';
import { useId } from 'react';
import type { RunProgress } from '../api/run-types';
import { AnimatedNumber } from './AnimatedNumber';

const STATUS_TEXT: Record<string, string> = {
  queued: 'Waiting to start...',
  completed: 'Complete',
};

/**
 * A run's progress (spec §2, §4): 'Step N of M' with the step's name, a percentage bar and the
 * counts so far, each animated (spec §9: 800 ms). A completed run shows its last step at 100%.
 */
export function ProgressPanel({
  kind,
  status,
  progress,
}: {
  kind: RunKind;
  status: string;
  progress: RunProgress | null;
}) {
  const titleId = useId();
  const stepCount = progress?.step_count ?? RUN_STEPS[kind].length;
  const done = status === 'completed';
  const stepIndex = done ? stepCount : (progress?.step_index ?? 0);
  const percent = done ? 100 : Math.max(0, Math.min(100, Math.round(progress?.percent ?? 0)));
  const label = STATUS_TEXT[status] ?? progress?.step ?? 'Starting...';
  const counts = [
    { label: kind === 'custom' ? 'Usernames' : 'Discovered', value: progress?.discovered ?? 0 },
    { label: 'Enriched', value: progress?.enriched ?? 0 },
    { label: 'Failed', value: progress?.failed ?? 0 },
  ];
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold">
          {done ? 'Run complete' : 'Run in progress'}
        </h2>
        <p className="text-sm text-slate-600">
          <span>{stepIndex > 0 ? `Step ${stepIndex} of ${stepCount}` : `${stepCount} steps`}</span>
          <span aria-hidden="true"> · </span>
          <span className="font-semibold text-slate-900">{percent}%</span>
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-600" aria-live="polite">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label="Run progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 ${done ? 'bg-emerald-500' : 'bg-brand-600'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
        {counts.map((count) => (
          <div key={count.label} className="rounded-lg bg-slate-50 px-2 py-2">
            <dt className="text-xs text-slate-500">{count.label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900">
              <AnimatedNumber value={count.value} />
            </dd>
          </div>
        ))}
      </dl>
      {progress?.notice ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">{progress.notice}</p>
      ) : null}
      {done ? null : (
        <p className="mt-3 text-xs text-slate-500">
          The run continues on our server: you can leave this page and find the list on the dashboard.
        </p>
      )}
    </section>
  );
}
