import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { failureMessage } from '../../../lib/api';
import { shortDate } from '../../../lib/short-date';
import { useWatchActions, useWatches } from '../api/use-watches';

/** A date and time in the user's time zone: 'Jan 5, 2026 14:30'. */
const when = (iso: string) => {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${shortDate(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

type WatchRow = NonNullable<ReturnType<typeof useWatches>['data']>[number];

const ACTION =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:text-slate-400';

/**
 * The Watches page (issue 34): each watch's target and schedule, its next run (or that one is
 * running), the last run's new people and missed, with Run now and a two-step Remove. New people
 * land in the watch's list, marked new in its lead review.
 */
export function WatchesScreen() {
  const watches = useWatches();
  const { runNow, remove } = useWatchActions();
  const error = watches.error ?? runNow.error ?? remove.error;
  return (
    <div className="min-h-screen bg-slate-50">
      <PageHeader links={[{ to: '/dashboard', label: 'Dashboard' }]} />
      <main className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900">Watches</h1>
        <p className="mt-1 text-sm text-slate-600">
          Each run adds only the people a target gained since the last one, and charges only them. Start one
          with Watch on a discovery list.
        </p>
        {error ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {failureMessage(error, 'Could not load your watches. Try again.')}
          </p>
        ) : null}
        {!watches.data ? (
          watches.isError ? null : (
            <div className="mt-8 flex justify-center">
              <Spinner label="Loading your watches…" />
            </div>
          )
        ) : watches.data.length === 0 ? (
          <p className="mt-8 text-slate-600" data-testid="no-watches">
            No watches yet. Open the dashboard's lists and choose Watch on a discovery list.
          </p>
        ) : (
          <ul className="mt-6 space-y-3" aria-label="Watches">
            {watches.data.map((watch) => (
              <WatchCard
                key={watch.id}
                watch={watch}
                running={runNow.isPending && runNow.variables === watch.id}
                onRun={() => runNow.mutate(watch.id)}
                onRemove={() => remove.mutate(watch.id)}
              />
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}

function WatchCard(props: { watch: WatchRow; running: boolean; onRun: () => void; onRemove: () => void }) {
  const { watch } = props;
  const [confirming, setConfirming] = useState(false);
  const busy = props.running || watch.active_job_id !== null;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="watch-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-slate-900">
          @{watch.target_username} <span className="font-normal text-slate-600">{watch.search_type}</span>
        </h2>
        <span className="text-sm text-slate-600">
          every {watch.every} · up to {watch.max_profiles} a run
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Next run</dt>
          <dd data-testid="watch-next">{watch.active_job_id ? 'Running…' : when(watch.next_run_at)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Last run</dt>
          <dd>{watch.last_run_at ? when(watch.last_run_at) : 'Not yet'}</dd>
        </div>
        <div>
          <dt className="text-slate-500">New people</dt>
          <dd data-testid="watch-new">{watch.last_new_profiles ?? '–'}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Missed</dt>
          <dd
            data-testid="watch-missed"
            title="More people arrived than a run collects: raise its maximum or run it more often"
          >
            {watch.last_missed ? `≈${watch.last_missed}` : '–'}
          </dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={`/list/${watch.search_list_id}`} className={ACTION}>
          View List
        </Link>
        <button type="button" className={ACTION} disabled={busy} onClick={props.onRun}>
          {busy ? 'Running…' : 'Run now'}
        </button>
        {confirming ? (
          <>
            <button
              type="button"
              className={`${ACTION} border-red-300 text-red-700`}
              onClick={() => {
                setConfirming(false);
                props.onRemove();
              }}
            >
              Confirm remove
            </button>
            <button type="button" className={ACTION} onClick={() => setConfirming(false)}>
              Keep
            </button>
          </>
        ) : (
          <button type="button" className={ACTION} onClick={() => setConfirming(true)}>
            Remove
          </button>
        )}
      </div>
    </li>
  );
}
