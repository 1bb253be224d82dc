// A full disk during a discovery's enrichment (issue 33), on every machine: SQLite reports
// SQLITE_FULL for real once the run's connection is capped at the pages the database has
// (PRAGMA max_page_count, set when enrichment starts). The foreground run the CLI does
// (followJob, reportRun) must end naming the discovery, the cause and the command that resumes
// it, with exit 1; the job and the list record the same words; LEADGEN_DEBUG's text carries
// SQLite's own error. tests/cli/full-disk.test.ts does the same on a real full tmpfs.
import { join } from 'node:path';
import { getJob, loadConfig, onlyUser, wireServices } from '@leadgen/core';
import { messages, type User } from '@leadgen/core/domain';
import { openStore } from '@leadgen/core/store';
import { startSandbox } from '@leadgen/sandbox';
import { testCli } from '@leadgen/test-utils/cli';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { debugText, errorText } from '../error-text.js';
import { exitCodeFor } from '../exit-codes.js';
import { followJob, reportRun } from './jobs-foreground.js';

let cli: ReturnType<typeof testCli>;
beforeEach(() => {
  cli = testCli();
});
afterEach(() => cli.cleanup());

const STOPPED =
  'The discovery stopped: the database disk is full (SQLITE_FULL). Free space on the disk that holds it, then resume it';

it('a discovery whose enrichment fills the database names the discovery, the cause and the way on', async () => {
  expect((await cli.init()).code).toBe(0);
  const queued = await cli.leadgen(['discover', '-t', 'natgeo', '--max', '300', '--detach', '--json']);
  const jobId = String(JSON.parse(queued.stdout).id);

  const path = join(cli.dir, 'leadgen.db');
  const store = await openStore({ database: { kind: 'sqlite', path }, create: 'nothing' });
  const wired = await wireServices(loadConfig({ LEADGEN_DB: path }), store, {
    log: () => {},
    startDemo: () => startSandbox(),
  });
  try {
    const user = (await onlyUser({ store })) as User;
    // the database may not grow past its size once enrichment starts (a lower cap is raised to it)
    let capped: Promise<unknown> | undefined;
    wired.bus.subscribe(user.id, (event) => {
      if (event.type === 'job' && event.progress?.step === messages.stepEnriching)
        capped ??= sql`pragma max_page_count = 1`.execute(store.db);
    });
    const runtime = { config: loadConfig({ LEADGEN_DB: path }), store, user, ...wired };
    const terminal = { progressStream: process.stderr, signals: cli.signals, pollMs: 20 };
    const job = await followJob(runtime, jobId, 'discover', terminal, true);
    expect(capped).toBeDefined();
    let error: unknown;
    try {
      reportRun({ env: {}, stdout: () => {}, stderr: () => {}, readStdin: async () => '' }, job, {});
    } catch (thrown) {
      error = thrown;
    }

    expect(errorText(error)).toBe(`${STOPPED}: \`leadgen jobs resume ${jobId}\``);
    expect(errorText(error)).not.toContain('campaign');
    expect(exitCodeFor(error)).toBe(1);
    // LEADGEN_DEBUG=1: the chain down to SQLite's own error, with its code and stack
    const debug = debugText(error);
    expect(debug).toMatch(/Caused by: StorageError: The discovery stopped/);
    expect(debug).toMatch(/Caused by: SqliteError: database or disk is full\n\s+at /);
    expect(debug).toContain('[code SQLITE_FULL]');

    await sql`pragma max_page_count = 1073741823`.execute(store.db);
    const recorded = await getJob({ store }, user.id, jobId);
    expect(recorded).toMatchObject({ status: 'failed', error: STOPPED, error_code: 'STORAGE_ERROR' });
    // it failed enriching: the discovered rows were saved, the list says the same
    expect(recorded.progress?.step).toBe(messages.stepEnriching);
    const listId = String((recorded.payload as { listId: string }).listId);
    const list = await store.lists.get(user.id, listId);
    expect(list).toMatchObject({ status: 'failed', error: STOPPED });
    expect(await store.db.selectFrom('profiles').select('id').execute()).not.toHaveLength(0);
  } finally {
    await wired.stop();
    await store.close();
  }
}, 60_000);
