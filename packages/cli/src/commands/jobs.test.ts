import { testCli } from '@leadgen/test-utils/cli';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let cli: ReturnType<typeof testCli>;
beforeEach(() => {
  cli = testCli();
});
afterEach(() => {
  for (const text of cli.printed) expect(text).not.toContain(SESSION);
  cli.cleanup();
});

const SESSION = 'sess-SECRET-0987654321';
const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

/** The spec's original actor, which logs in to Instagram with the session id. */
const COOKIE_ACTOR = { LEADGEN_APIFY_FOLLOWERS_ACTOR: 'aizen0~instagram-follower-following-scraper' };

/** Enqueues a discovery of `max` profiles and returns its job id. */
async function detached(max: number, env: Record<string, string> = {}): Promise<string> {
  const run = await cli.leadgen(['discover', '-t', 'natgeo', '--max', String(max), '--detach', '--json'], {
    IG_SESSION_ID: SESSION,
    ...env,
  });
  if (run.code !== 0) throw new Error(run.stderr);
  return String(json(run.stdout).id);
}

describe('leadgen jobs', () => {
  it('runs the queue silently with -q when there is nothing to run (a cron line mails nothing)', async () => {
    await cli.init();
    expect(await cli.leadgen(['jobs', 'run', '--until-idle', '-q'])).toMatchObject({
      code: 0,
      stdout: '',
      stderr: '',
    });
    expect((await cli.leadgen(['jobs', 'run', '--until-idle'])).stdout).toBe('Ran 0 jobs\n');
    await detached(5);
    expect((await cli.leadgen(['jobs', 'run', '--until-idle', '-q'])).stdout).toBe('Ran 1 job\n');
  });

  it('shows dates in the local time TZ names', async () => {
    await cli.init();
    const id = await detached(5);
    const created = String(json((await cli.leadgen(['jobs', 'show', id, '--json'])).stdout).created_at);
    const inTokyo = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Tokyo',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(created));
    expect((await cli.leadgen(['jobs', 'ls'], { TZ: 'Asia/Tokyo' })).stdout).toContain(inTokyo);
    expect((await cli.leadgen(['jobs', 'show', id], { TZ: 'Asia/Tokyo' })).stdout).toMatch(
      new RegExp(`Created\\s+${inTokyo}\n`),
    );
  });

  it('lists, shows, cancels and resumes jobs', async () => {
    await cli.init();
    expect(await cli.leadgen(['jobs', 'ls'])).toMatchObject({ stdout: '', stderr: 'No jobs yet\n' });
    const id = await detached(5);
    const listed = await cli.leadgen(['jobs', 'ls', '--json']);
    expect((json(listed.stdout) as unknown as unknown[]).length).toBe(1);
    expect(listed.stdout).not.toContain('payload');
    const shown = await cli.leadgen(['jobs', 'show', id]);
    expect(shown.stdout).toMatch(/Status\s+queued/);

    expect(await cli.leadgen(['jobs', 'cancel', id])).toMatchObject({
      code: 0,
      stdout: `Canceled job ${id}\n`,
    });
    expect((await cli.leadgen(['jobs', 'cancel', id])).stdout).toBe(`Job ${id} is already canceled\n`);
    expect((await cli.leadgen(['jobs', 'run', '--until-idle'])).stdout).toBe('Ran 0 jobs\n');

    // the default actors need no session id: the canceled job resumes as it is
    const resumed = await cli.leadgen(['jobs', 'resume', id]);
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toMatch(/completed: 5 profiles found, 5 enriched/);
    const again = await cli.leadgen(['jobs', 'resume', id]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(`leadgen: Job ${id} is already completed\n`);
  });

  it('pages jobs instead of stopping silently, and shows what a run charged in credits everywhere', async () => {
    await cli.init();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await detached(5));
    const first = await cli.leadgen(['jobs', 'ls', '--limit', '3', '--json']);
    expect((JSON.parse(first.stdout) as { id: string }[]).map((job) => job.id)).toEqual(
      ids.slice(1).reverse(),
    );
    const cursor = /Showing 3 of 4 jobs; the next page: --cursor (\S+)/.exec(first.stderr)?.[1] ?? '';
    const rest = await cli.leadgen(['jobs', 'ls', '--limit', '3', '--cursor', cursor, '--json']);
    expect((JSON.parse(rest.stdout) as { id: string }[]).map((job) => job.id)).toEqual([ids[0]]);
    expect(rest.stderr).not.toContain('Showing');
    expect(
      JSON.parse((await cli.leadgen(['jobs', 'ls', '--all', '--limit', '1', '--json'])).stdout),
    ).toHaveLength(4);

    const run = json((await cli.leadgen(['jobs', 'resume', String(ids[0]), '--json'])).stdout);
    const shown = json((await cli.leadgen(['jobs', 'show', String(ids[0]), '--json'])).stdout);
    expect(run.charged).toBe(0.04);
    expect((shown.result as { charged: number }).charged).toBe(run.charged);
  });

  it('a canceled run leaves its list in a final state: what was paid for, exportable, and resumable', async () => {
    await cli.init();
    cli.hooks.progress = (line) => {
      if (line.startsWith('step 3')) cli.signals.emit('SIGTERM');
    };
    const stopped = await cli.leadgen(['discover', '-t', 'natgeo', '--max', '40']);
    cli.hooks.progress = undefined;
    const jobId = /job (\S+) is back in the queue/.exec(stopped.stderr)?.[1] ?? '';
    const listId = String(json((await cli.leadgen(['jobs', 'show', jobId, '--json'])).stdout).list_id);
    // nobody runs the interrupted job now: the cancel itself ends the list
    expect((await cli.leadgen(['jobs', 'cancel', jobId])).code).toBe(0);
    const list = json((await cli.leadgen(['lists', 'show', listId, '--json'])).stdout);
    expect(list).toMatchObject({ status: 'failed', error: 'The run was canceled.' });
    // its export no longer says to wait for a run: stopped before any lookup, it has nothing yet
    const early = await cli.leadgen(['lists', 'export', listId, '--csv']);
    expect(early.stderr).toBe('leadgen: No profiles found in this list\n');
    // tried again, the list is being made again, then completed
    const resumed = await cli.leadgen(['jobs', 'resume', jobId, '--json']);
    expect(json(resumed.stdout)).toMatchObject({ status: 'completed', profiles_found: 40 });
    expect(json((await cli.leadgen(['lists', 'show', listId, '--json'])).stdout)).toMatchObject({
      status: 'completed',
      error: null,
    });
    const exported = await cli.leadgen(['lists', 'export', listId, '--csv']);
    expect(parse(exported.stdout)).toHaveLength(41);
  });

  it('needs the session id again to resume a canceled discovery by an actor that logs in', async () => {
    await cli.init();
    const id = await detached(5, COOKIE_ACTOR);
    expect((await cli.leadgen(['jobs', 'cancel', id], COOKIE_ACTOR)).code).toBe(0);
    // the cancel erased the session id
    const without = await cli.leadgen(['jobs', 'resume', id], COOKIE_ACTOR);
    expect(without.code).toBe(2);
    expect(without.stderr).toContain('leadgen: Instagram session ID is required\n');
    // refused before anything ran: no step printed, and the job is still canceled
    expect(without.progress).toBe('');
    expect(json((await cli.leadgen(['jobs', 'show', id, '--json'])).stdout)).toMatchObject({
      status: 'canceled',
    });
    const resumed = await cli.leadgen(['jobs', 'resume', id, '--session-id', SESSION], COOKIE_ACTOR);
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toMatch(/completed: 5 profiles found, 5 enriched/);
  });

  it('exits 3 for a job that is not there', async () => {
    await cli.init();
    for (const command of ['show', 'cancel', 'resume']) {
      const run = await cli.leadgen(['jobs', command, 'nope']);
      expect(run.code).toBe(3);
      expect(run.stderr).toMatch(/^(demo mode: .*\n)?leadgen: Job not found: nope\n$/);
    }
  });
});

describe('leadgen worker', () => {
  it('runs queued jobs until SIGTERM, then exits 0', async () => {
    await cli.init();
    // Enqueued first: two writers in one process would wait on each other's SQLite lock.
    const id = await detached(8);
    // The worker reports the job's end; then SIGTERM stops it (no second connection meanwhile:
    // two SQLite writers in one process would wait on each other's lock).
    cli.hooks.stderr = (line) => {
      if (line.startsWith(`Job ${id} (discover) completed`)) cli.signals.emit('SIGTERM');
    };
    const worker = cli.leadgen(['worker', '--poll', '20']);
    const stopped = await worker;
    expect(stopped.code).toBe(0);
    expect(stopped.stderr).toContain('Worker stopped after 1 job\n');
    expect(json((await cli.leadgen(['jobs', 'show', id, '--json'])).stdout)).toMatchObject({
      status: 'completed',
    });
  });
});
