import { cancelJob, type Job, type JobStatus, jobListId, runResultOf } from '@leadgen/core';
import { counted, formatCredits, isJobEnded, messages } from '@leadgen/core/domain';
import { Box } from 'ink';
import { useState } from 'react';
import { useApp } from '../../app-context.js';
import { Confirm } from '../../components/Confirm.js';
import { ScreenFrame } from '../../components/ScreenFrame.js';
import { SessionIdPrompt } from '../../components/SessionIdPrompt.js';
import { Text } from '../../components/Text.js';
import { useKeymap } from '../../keymap.js';
import { type Tone, useTone } from '../../theme.js';
import { useJob } from '../../use-jobs.js';
import { useTerminalSize } from '../../use-terminal-size.js';
import { jobSummary, jobTitle } from './job-summary.js';
import { ProgressBar } from './ProgressBar.js';
import { runKeymap } from './run-keymap.js';
import { useRetryRun } from './use-retry-run.js';

const STATUS_TONES: Record<JobStatus | 'paused', Tone> = {
  queued: 'muted',
  running: 'accent',
  completed: 'success',
  failed: 'danger',
  canceled: 'warning',
  paused: 'warning',
};

/** A paused run (issue 30: paused for credits) is a failed job: R retries it after a top-up. */
const RETRYABLE: ReadonlySet<JobStatus> = new Set(['failed', 'canceled']);

/** Whether the run stopped because the balance ran out: its list is paused, not failed (issue 30). */
const pausedForCredits = (job: Job) => job.status === 'failed' && job.error_code === 'INSUFFICIENT_CREDITS';

/** The run's status as its list shows it: a run paused for credits is 'paused'. */
const shownStatus = (job: Job) => (pausedForCredits(job) ? 'paused' : job.status);

/**
 * The live progress of one of the user's runs, wherever it runs (this process, `leadgen worker`,
 * the web app, cron): the step, a percentage bar, the counts and any notice; the result once it
 * has completed (Enter opens the list), the error if it failed. Only the actions that apply to
 * its status are offered: `c` cancels a queued or running one, after asking; `R` retries a
 * failed or canceled one here (asking for the session id when its actor needs it).
 */
export function RunScreen({ jobId }: { jobId: string }) {
  const tone = useTone();
  const { deps, back, replace, flash, fail, runJob } = useApp();
  const job = useJob(jobId);
  const [confirming, setConfirming] = useState(false);
  const retry = useRetryRun(job);

  const listId = job ? jobListId(job) : null;
  const keymap = runKeymap(
    {
      openList: job?.status === 'completed' && listId !== null,
      cancel: !!job && !isJobEnded(job.status),
      retry: !!job && RETRYABLE.has(job.status),
      runHere: job?.status === 'queued',
    },
    {
      openList: () => listId && replace({ name: 'review', listId }),
      cancel: () => setConfirming(true),
      retry: () => retry.start(),
      runHere: () => job && runJob(job.id, job.kind),
      back,
    },
  );
  useKeymap(keymap, !confirming && !retry.asking);

  const cancel = () => {
    setConfirming(false);
    cancelJob({ store: deps.store }, deps.user.id, jobId).then(
      (canceled) => flash(canceled.status === 'canceled' ? 'Run canceled' : `The run has ${canceled.status}`),
      (error: unknown) => fail(error, 'Could not cancel the run'),
    );
  };

  return (
    <ScreenFrame
      title={job ? jobTitle(job) : 'Run'}
      right={job ? <Text color={tone(STATUS_TONES[shownStatus(job)])}>{shownStatus(job)}</Text> : undefined}
      keys={keymap}
    >
      <Box flexDirection="column" marginTop={1}>
        {job === undefined ? (
          <Text color={tone('muted')}>{messages.loading}</Text>
        ) : job === null ? (
          <Text color={tone('danger')}>{messages.jobNotFound}</Text>
        ) : (
          <JobView job={job} />
        )}
        {confirming ? (
          <Confirm
            question="Cancel this run? A running one stops after the profiles in flight."
            onYes={cancel}
            onNo={() => setConfirming(false)}
          />
        ) : null}
        <SessionIdPrompt retry={retry} marginTop={1} />
      </Box>
    </ScreenFrame>
  );
}

function JobView({ job }: { job: Job }) {
  const tone = useTone();
  const { columns } = useTerminalSize();
  const progress = job.progress;
  const summary = jobSummary(job);
  return (
    <Box flexDirection="column">
      {summary ? (
        <Text color={tone('muted')} wrap="truncate">
          {summary}
        </Text>
      ) : null}
      {job.status === 'queued' ? (
        <Box flexDirection="column" marginTop={1}>
          <Text>Waiting for a worker…</Text>
          <Text color={tone('muted')} wrap="truncate">
            Press r to run it here, or start one with `leadgen worker`.
          </Text>
        </Box>
      ) : null}
      {progress ? (
        <Box flexDirection="column" marginTop={1}>
          <Text wrap="truncate">
            <Text bold>
              Step {progress.stepIndex} of {progress.stepCount}
            </Text>
            : {progress.step}
          </Text>
          <ProgressBar percent={progress.percent} width={columns} />
          <Text wrap="truncate">
            Discovered {progress.discovered} · Enriched {progress.enriched} · Failed {progress.failed}
          </Text>
          {progress.notice ? (
            <Text color={tone('warning')} wrap="truncate">
              {progress.notice}
            </Text>
          ) : null}
        </Box>
      ) : null}
      {job.status === 'running' ? (
        <Text color={tone('muted')} wrap="truncate">
          Leaving this screen does not stop the run.
        </Text>
      ) : null}
      <Outcome job={job} />
    </Box>
  );
}

/** How an ended run ended: its result, its error, or that it was canceled or paused for credits. */
function Outcome({ job }: { job: Job }) {
  const tone = useTone();
  if (pausedForCredits(job)) {
    return (
      <Box marginTop={1} flexDirection="column">
        <Text color={tone('warning')}>{job.error ?? messages.notEnoughCredits}</Text>
        <Text color={tone('muted')} wrap="truncate">
          Press R once credits are bought: the run enriches the rest, with no new discovery.
        </Text>
      </Box>
    );
  }
  if (job.status === 'failed') {
    return (
      <Box marginTop={1} flexDirection="column">
        <Text color={tone('danger')}>{job.error ?? 'The run failed.'}</Text>
        <Text color={tone('muted')} wrap="truncate">
          Press R to try again: the run continues its list.
        </Text>
      </Box>
    );
  }
  if (job.status === 'canceled') {
    return (
      <Box marginTop={1} flexDirection="column">
        <Text color={tone('warning')}>Canceled.</Text>
        <Text color={tone('muted')} wrap="truncate">
          Press R to try again: the run continues its list.
        </Text>
      </Box>
    );
  }
  if (job.status !== 'completed') return null;
  const result = runResultOf(job);
  if (!result) {
    return (
      <Box marginTop={1}>
        <Text color={tone('success')}>Completed.</Text>
      </Box>
    );
  }
  return (
    <Box marginTop={1} flexDirection="column">
      <Text color={tone('success')} wrap="truncate">
        Completed: {counted(result.profilesFound, 'profile')} found, {result.enriched} enriched,{' '}
        {result.notFound} not found, {result.failed} failed
      </Text>
      <Text wrap="truncate">
        Charged {formatCredits(result.charged)}
        {result.reused > 0 ? (
          <Text color={tone('muted')}>
            {' '}
            · {result.reused.toLocaleString('en-US')} already known, reused at no charge
          </Text>
        ) : null}
      </Text>
      {result.notice && result.notice !== job.progress?.notice ? (
        <Text color={tone('warning')} wrap="truncate">
          {result.notice}
        </Text>
      ) : null}
      <Text color={tone('accent')} wrap="truncate">
        Enter opens the list
      </Text>
    </Box>
  );
}
