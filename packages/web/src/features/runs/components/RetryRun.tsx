import { messages } from '@leadgen/core/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { failureMessage } from '../../../lib/api';
import { useResumeRun } from '../api/use-resume-run';
import { useStoppedRunNotice } from '../api/use-stopped-run-notice';

/**
 * 'Try again' for a run that failed or was canceled: the server queues the same job again and it
 * continues its list, charging only what is still missing (DESIGN.md §5). A discovery whose actor
 * logs in to Instagram (`askSessionId`) needs the session id again, since the run's end erased
 * it: the first click asks for it. `onRetried` follows the job again; `onRefused` shows why not.
 * When the run found profiles it never looked up, it says so (they are shown to no one).
 */
export function RetryRun({
  jobId,
  askSessionId,
  fallback,
  onRetried,
  onRefused,
}: {
  jobId: string;
  askSessionId: boolean;
  fallback: string;
  onRetried: (jobId: string) => void;
  onRefused: (message: string) => void;
}) {
  const titleId = useId();
  const resume = useResumeRun({
    onRetried: (job) => onRetried(job.id),
    onRefused: (error) => onRefused(failureMessage(error, fallback)),
  });
  const [asking, setAsking] = useState(false);
  const [sessionId, setSessionId] = useState('');
  const notice = useStoppedRunNotice(jobId).data ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (askSessionId && !asking) return setAsking(true);
    const trimmed = sessionId.trim();
    if (askSessionId && !trimmed) return onRefused(messages.sessionIdRequired);
    resume.mutate({ jobId, ...(trimmed && { sessionId: trimmed }) });
  };

  return (
    <form
      aria-labelledby={titleId}
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} className="text-base font-semibold">
        The run stopped
      </h2>
      <p className="text-sm text-slate-600">
        Try again to continue it: the profiles it already found are kept and only what is still missing is
        charged.
      </p>
      {notice ? (
        <p data-testid="unsettled-notice" className="text-sm text-amber-800">
          {notice}
        </p>
      ) : null}
      {asking ? (
        <Field
          label="Instagram session ID for this try"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={sessionId}
          onChange={(event) => setSessionId(event.target.value)}
        />
      ) : null}
      <div>
        <Button type="submit" variant="secondary" disabled={resume.isPending}>
          {resume.isPending ? 'Retrying...' : 'Try again'}
        </Button>
      </div>
    </form>
  );
}
