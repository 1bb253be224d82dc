// A full database through the API (issue 33): SQLite's SQLITE_FULL, made for real by capping the
// connection's pages (PRAGMA max_page_count: it cannot go below the database's size, so 1 means
// "no more growth"). A request that meets it answers 503 STORAGE_ERROR in Leadgen's words with
// the code; a discovery job it stops records that it was the discovery; the server's log has the
// whole cause chain down to SQLite's error.
import { runWorker } from '@leadgen/core';
import { messages } from '@leadgen/core/domain';
import { testEngine } from '@leadgen/test-utils/core';
import { completedList, openTestApp } from '@leadgen/test-utils/server';
import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
let logged: Record<string, unknown>[];
beforeEach(async () => {
  t = await openTestApp();
  logged = [];
  t.deps.log = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
});
afterEach(async () => {
  await sql`pragma max_page_count = 1073741823`.execute(t.store.db);
  await t.close();
});

const capPages = () => sql`pragma max_page_count = 1`.execute(t.store.db);

describe.runIf(testEngine === 'sqlite')('a database that cannot grow', () => {
  it('answers 503 STORAGE_ERROR naming the cause, and logs the chain with the request id', async () => {
    const ana = await t.signUp('ana@example.com');
    const { listId } = await completedList(t, ana, { max: 200 });
    await capPages();
    // a campaign of 200 profiles: more rows than the pages the database has room left in
    const res = await t.call('POST', '/api/campaigns', { fromListId: listId }, ana);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: {
        code: 'STORAGE_ERROR',
        message:
          'The database disk is full (SQLITE_FULL): free space on the disk that holds it, then try again',
      },
    });
    const entry = logged.find((line) => line.level === 50) as {
      requestId?: string;
      err: { type: string; message: string; stack: string };
    };
    expect(entry.requestId).toEqual(expect.any(String));
    expect(entry.err.type).toBe('StorageError');
    // pino's err serializer writes the causes out: SQLite's error, with its stack
    expect(entry.err.message).toContain(': database or disk is full');
    expect(entry.err.stack).toMatch(/caused by: SqliteError: database or disk is full\n\s+at /);
  });

  it('a discovery the full database stops says so in its job, and the worker logs the cause', async () => {
    const ana = await t.signUp('ana@example.com');
    const res = await t.call(
      'POST',
      '/api/lists/discovery',
      { targets: ['natgeo'], type: 'followers', maxProfiles: 300, sessionId: 'sess-test' },
      ana,
    );
    const { job_id: jobId } = (await res.json()) as { job_id: string };
    let capped: Promise<unknown> | undefined;
    t.deps.bus.subscribe(ana.id, (event) => {
      if (event.type === 'job' && event.progress?.step === messages.stepEnriching) capped ??= capPages();
    });
    const workerLog: { line: string; error: unknown }[] = [];
    const { store, handlers, bus } = t.deps;
    await runWorker({
      store,
      handlers,
      bus,
      mode: 'untilIdle',
      log: (line, error) => workerLog.push({ line, error }),
    });
    expect(capped).toBeDefined();
    await sql`pragma max_page_count = 1073741823`.execute(t.store.db);

    const job = (await (await t.call('GET', `/api/jobs/${jobId}`, undefined, ana)).json()) as {
      job: { status: string; error: string; error_code: string };
    };
    expect(job.job).toMatchObject({
      status: 'failed',
      error_code: 'STORAGE_ERROR',
      error:
        'The discovery stopped: the database disk is full (SQLITE_FULL). Free space on the disk that holds it, then resume it',
    });
    const failure = workerLog.find((entry) => entry.line === `job ${jobId} (discover) failed`);
    expect(failure?.error).toMatchObject({ code: 'STORAGE_ERROR', cause: { code: 'SQLITE_FULL' } });
  });
});
