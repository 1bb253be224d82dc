import type { RunKind } from '@leadgen/core/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LISTS_TAB } from '../lists-tab';
import type { useRunFlow } from '../use-run-flow';
import { InlineBanner } from './InlineBanner';
import { RetryRun } from './RetryRun';
import { RunningRunDialog } from './RunningRunDialog';
import { RunPanel } from './RunPanel';

/**
 * The page both run screens share (spec §2): a header with a link back to the dashboard's lists
 * and the screen's title, on small screens a notice recommending a desktop, the inline banner,
 * then the screen's `form` — or, once a run started, its progress and results — beside the
 * configuration `summary`. Under the banner, after a run failed or was canceled: Try again.
 * Before a run starts while another of the user's is still going: the question naming it.
 */
export function RunPageLayout({
  title,
  kind,
  flow,
  form,
  summary,
}: {
  title: string;
  kind: RunKind;
  flow: ReturnType<typeof useRunFlow>;
  form: ReactNode;
  summary: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:px-6">
          <Link
            to={LISTS_TAB}
            className="shrink-0 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <span aria-hidden="true">← </span>Cancel
          </Link>
          <h1 className="truncate text-lg font-semibold tracking-tight sm:text-xl">{title}</h1>
        </div>
      </header>
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
        <p
          role="note"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800 md:hidden"
        >
          For the best experience, we recommend using a desktop computer.
        </p>
        <InlineBanner message={flow.banner} onDismiss={flow.dismissBanner} />
        {flow.retry && !flow.jobId ? (
          <RetryRun
            key={flow.retry.jobId}
            jobId={flow.retry.jobId}
            askSessionId={flow.retry.askSessionId}
            fallback={flow.fallback}
            onRetried={flow.retried}
            onRefused={flow.refused}
          />
        ) : null}
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          {flow.jobId ? (
            <RunPanel
              key={flow.jobId}
              jobId={flow.jobId}
              kind={kind}
              onFailed={flow.failed}
              onCompleted={flow.completed}
              onNewRun={flow.reset}
            />
          ) : (
            form
          )}
          {summary}
        </div>
      </main>
      {flow.pendingStart ? (
        <RunningRunDialog
          runs={flow.pendingStart.runs}
          onStart={() => flow.answerPending(true)}
          onClose={() => flow.answerPending(false)}
        />
      ) : null}
    </div>
  );
}
