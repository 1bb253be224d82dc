import type { RunKind } from '@leadgen/core/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { RunResultJson } from '../../../lib/api-types';
import { useListPreview } from '../api/use-list-preview';
import { useRunJob } from '../api/use-run-job';
import { useStopRun } from '../api/use-stop-run';
import { LISTS_TAB } from '../lists-tab';
import { ProgressPanel } from './ProgressPanel';
import { ResultsTable } from './ResultsTable';

const LINK =
  'inline-flex items-center justify-center rounded-lg px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * A started run (spec §2): its live progress, and Stop run while it goes on (asked first); once
 * complete, the first profiles of its list with View List and Go to Dashboard. A run that fails or is canceled hands its message back
 * (`onFailed`), and the screen returns to its form (spec §4).
 */
export function RunPanel({
  jobId,
  kind,
  onFailed,
  onCompleted,
  onNewRun,
}: {
  jobId: string;
  kind: RunKind;
  onFailed: (message: string | null) => void;
  onCompleted: (result: RunResultJson | null) => void;
  onNewRun: () => void;
}) {
  const run = useRunJob(jobId);
  const done = run.status === 'completed';
  const preview = useListPreview(done ? run.listId : null);

  // Each end is reported once, through the latest callbacks.
  const reported = useRef(false);
  const callbacks = useRef({ onFailed, onCompleted });
  callbacks.current = { onFailed, onCompleted };
  const { status, error, result } = run;
  useEffect(() => {
    if (reported.current) return;
    if (status === 'completed') callbacks.current.onCompleted(result);
    else if (status === 'failed' || status === 'canceled') callbacks.current.onFailed(error);
    else return;
    reported.current = true;
  }, [status, error, result]);

  const stop = useStopRun();
  const [asking, setAsking] = useState(false);
  const going = run.status === 'queued' || run.status === 'running';
  return (
    <div className="flex flex-col gap-6">
      <ProgressPanel kind={kind} status={run.status} progress={run.progress} />
      {going ? (
        <div>
          <Button variant="secondary" onClick={() => setAsking(true)} disabled={stop.isPending}>
            Stop run
          </Button>
        </div>
      ) : null}
      {asking && going ? (
        <ConfirmDialog
          title="Stop this run?"
          tone="danger"
          confirmLabel="Stop run"
          cancelLabel="Keep running"
          busy={stop.isPending}
          onConfirm={() => {
            stop.mutate(jobId);
            setAsking(false);
          }}
          onClose={() => setAsking(false)}
        >
          The profiles enriched so far stay in the list and are charged; no more are bought. Try again later
          goes on from where it stopped.
        </ConfirmDialog>
      ) : null}
      {done ? (
        <section
          aria-label="Results"
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 className="text-base font-semibold">Results</h2>
          {preview.data ? (
            <ResultsTable profiles={preview.data.profiles} total={preview.data.total} />
          ) : preview.error ? (
            <p className="text-sm text-red-700">{preview.error.message}</p>
          ) : (
            <p role="status" className="text-sm text-slate-600">
              Loading profiles...
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            {run.listId ? (
              <Link
                to={`/list/${run.listId}`}
                className={`${LINK} bg-brand-600 text-white hover:bg-brand-700`}
              >
                View List
              </Link>
            ) : null}
            <Link
              to={LISTS_TAB}
              className={`${LINK} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
            >
              Go to Dashboard
            </Link>
            <Button variant="ghost" onClick={onNewRun}>
              Start another run
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
