import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { JobJson } from '../../../lib/api-types';
import { runLabel, runPath } from '../run-label';

/**
 * Asked before a run starts while another of the user's runs is still going: each run is paid
 * for, so starting a second one by mistake (a refresh that lost the first, a second tab) costs
 * twice. Names the running run(s) with a link to follow each; `onStart` starts the new run anyway.
 */
export function RunningRunDialog({
  runs,
  onStart,
  onClose,
}: {
  runs: JobJson[];
  onStart: () => void;
  onClose: () => void;
}) {
  const one = runs.length === 1;
  return (
    <ConfirmDialog
      title={one ? 'A run is still going' : `${runs.length} runs are still going`}
      confirmLabel="Start another run"
      onConfirm={onStart}
      onClose={onClose}
    >
      {one ? 'This run of yours has not finished:' : 'These runs of yours have not finished:'}
      {runs.map((run) => (
        <span key={run.id} className="mt-2 block">
          <span className="block font-medium text-slate-900">{runLabel(run)}</span>
          <Link to={runPath(run)} onClick={onClose} className="font-medium text-brand-600 hover:underline">
            Follow this run
          </Link>
        </span>
      ))}
      <span className="mt-2 block">
        Starting another run is charged too, on top of {one ? 'it' : 'them'}.
      </span>
    </ConfirmDialog>
  );
}
