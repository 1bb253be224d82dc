import { createHash } from 'node:crypto';
import type { ProviderRunHooks } from '../providers/scraper.js';
import type { ProviderRuns, RunContext } from './run-types.js';

/** How a run follows its provider runs across a crash: the hooks of one, by key. */
export type RunHooksFor = (key: string) => ProviderRunHooks;

/**
 * The provider-run hooks of a job (`ProviderRuns`): each key resumes the run saved under it and
 * saves the run it starts through the context (`attachRun`).
 */
export function providerRunHooks(context: RunContext<{ providerRuns?: ProviderRuns }>): RunHooksFor {
  const attach = context.attachRun;
  const saved = context.job.payload.providerRuns ?? {};
  return (key) => ({
    resume: saved[key] ?? null,
    ...(attach && { started: (runId: string) => attach(key, runId) }),
  });
}

/** The key of a chunk of lookups: its rows, whichever attempt groups them the same way. */
export function lookupKey(rowIds: readonly string[]): string {
  return `lookup:${createHash('sha256').update(rowIds.join(',')).digest('hex').slice(0, 16)}`;
}
