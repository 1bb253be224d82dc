import { createHash } from 'node:crypto';
import type { ProviderRunHooks } from '../providers/scraper.js';
import type { ProviderRuns } from './run-payloads.js';
import type { RunContext } from './types.js';

/** How a run follows its provider runs across retries and crashes: the hooks of one, by key. */
export type RunHooksFor = (key: string) => ProviderRunHooks;

/**
 * The provider-run hooks of a job (`ProviderRuns`): each key's run is recorded through the
 * context (`attachRun`) the moment it starts, and every try reads the record as it stands then
 * (`recordedRuns`, the store's), never as it was when the attempt began: a lookup retried after
 * an outage follows the run its first try started, however recently (issue 33). A context that
 * cannot read the store back is served from what this attempt recorded, over its payload's.
 */
export function providerRunHooks(context: RunContext<{ providerRuns?: ProviderRuns }>): RunHooksFor {
  const attach = context.attachRun;
  const read = context.recordedRuns;
  const ours: ProviderRuns = { ...context.job.payload.providerRuns };
  // The store's record also holds what another worker recorded; when it cannot be read, this
  // attempt's own record (every run it started, over the payload's) still keeps a retry from
  // buying a run twice, and a store that is down fails the chunk's commit anyway.
  const stored = async (key: string) => (read ? (await read().catch(() => undefined))?.[key] : undefined);
  const hooks = (key: string): ProviderRunHooks => ({
    recorded: async () => (await stored(key)) ?? ours[key] ?? null,
    started: async (runId: string) => {
      // kept first: a retry in this attempt follows the run even if recording it failed
      ours[key] = runId;
      await attach?.(key, runId);
    },
    // issue 34: each actor of a chain has its run under `<key>@<actor>`
    forActor: (actor) => hooks(`${key}@${actor}`),
  });
  return hooks;
}

/** The key of a chunk of lookups: its rows, whichever attempt groups them the same way. */
export function lookupKey(rowIds: readonly string[]): string {
  return `lookup:${createHash('sha256').update(rowIds.join(',')).digest('hex').slice(0, 16)}`;
}
