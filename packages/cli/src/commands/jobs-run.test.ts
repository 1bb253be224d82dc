import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { onlyUser } from '@leadgen/core';
import { openStore } from '@leadgen/core/store';
import { DEFAULT_SETTINGS, resolveUsername, startSandbox } from '@leadgen/sandbox';
import { testCli } from '@leadgen/test-utils/cli';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let cli: ReturnType<typeof testCli>;
beforeEach(() => {
  cli = testCli();
});
afterEach(() => cli.cleanup());

type Ran = Record<string, unknown>;
const ranJson = (text: string) => JSON.parse(text) as Ran[];

/** Enqueues a discovery of `max` profiles of `target` and returns its job id. */
async function queued(target: string, max: number, env: Record<string, string> = {}): Promise<string> {
  const run = await cli.leadgen(['discover', '-t', target, '--max', String(max), '--detach', '--json'], env);
  if (run.code !== 0) throw new Error(run.stderr);
  return String((JSON.parse(run.stdout) as { id: string }).id);
}

/** A handle no account goes by in the demo sandbox: its discovery fails 'Instagram has no account'. */
const ghost = Array.from({ length: 300 }, (_, i) => `nobody_${i}`).find(
  (name) => resolveUsername(DEFAULT_SETTINGS.seed, name, 0) === null,
) as string;

/** The job as `jobs show --json` has it. */
const shown = async (id: string) =>
  JSON.parse((await cli.leadgen(['jobs', 'show', id, '--json'])).stdout) as Ran;

describe('leadgen jobs run: exit codes cron can act on', () => {
  it('exits 0 when every job completed in full, and --json reports each job', async () => {
    await cli.init();
    const id = await queued('natgeo', 5);
    const run = await cli.leadgen(['jobs', 'run', '--until-idle', '--json', '-q']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const [job] = ranJson(run.stdout);
    expect(Object.keys(job ?? {})).toEqual([
      'id',
      'kind',
      'status',
      'outcome',
      'target_accounts',
      'search_type',
      'max_profiles',
      'list_id',
      'campaign_id',
      'profiles_found',
      'profiles_processed',
      'charged',
      'notice',
      'error',
      'error_code',
      'started_at',
      'finished_at',
    ]);
    expect(job).toMatchObject({
      id,
      kind: 'discover',
      status: 'completed',
      outcome: 'completed',
      target_accounts: ['natgeo'],
      search_type: 'followers',
      max_profiles: 5,
      list_id: (await shown(id)).list_id,
      profiles_found: 5,
      profiles_processed: 5,
      charged: 0.04,
      notice: null,
      error: null,
      error_code: null,
    });
    const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
    expect(job?.started_at).toMatch(iso);
    expect(job?.finished_at).toMatch(iso);
    expect(String(job?.started_at) <= String(job?.finished_at)).toBe(true);
    // nothing left: an empty array, still 0
    expect(await cli.leadgen(['jobs', 'run', '--json'])).toMatchObject({ code: 0, stdout: '[]\n' });
  });

  it('exits 1 for a failed job and says why on stderr, even with -q', async () => {
    await cli.init();
    const failing = await queued(ghost, 5);
    const fine = await queued('natgeo', 5);
    const run = await cli.leadgen(['jobs', 'run', '--until-idle', '-q']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('Ran 2 jobs\n');
    expect(run.stderr).toBe(
      `leadgen: job ${failing} discover @${ghost} failed: No profiles were discovered: Instagram has no ` +
        `account @${ghost}. Please check your target accounts, then try again.\n`,
    );
    expect((await shown(fine)).status).toBe('completed');
    // --json: the failed job with its error and code, the other completed
    const again = await queued(ghost, 5);
    const json = await cli.leadgen(['jobs', 'run', '--json', '-q']);
    expect(json.code).toBe(1);
    expect(ranJson(json.stdout)).toMatchObject([
      {
        id: again,
        status: 'failed',
        outcome: 'failed',
        error_code: 'NOT_FOUND',
        profiles_found: 0,
        charged: 0,
      },
    ]);
    expect(String(ranJson(json.stdout)[0]?.error)).toContain(`Instagram has no account @${ghost}`);
  });

  it('exits 5 when a provider failed the job', async () => {
    await cli.init();
    const sandbox = await startSandbox();
    try {
      // the scraping service refuses this token: the run fails at once, a provider failure
      const apify = {
        LEADGEN_MODE: 'demo',
        APIFY_TOKEN: 'not-the-token',
        LEADGEN_APIFY_BASE_URL: sandbox.url,
      };
      const id = await queued('natgeo', 5, apify);
      const run = await cli.leadgen(['jobs', 'run', '-q'], apify);
      expect(run.code).toBe(5);
      expect(run.stderr).toMatch(new RegExp(`^leadgen: job ${id} discover @natgeo failed: .+\\n$`));
      expect((await shown(id)).error_code).toBe('PROVIDER_AUTH');
    } finally {
      await sandbox.stop();
    }
  });

  it('exits 4 when the balance cut a job short, and a refused resume says what it needs', async () => {
    await cli.init();
    // the signup balance ($0.500) covers 62 profiles: the run is capped, completed but not in full
    const capped = await queued('nasa', 100);
    const run = await cli.leadgen(['jobs', 'run', '-q', '--json']);
    expect(run.code).toBe(4);
    expect(ranJson(run.stdout)).toMatchObject([
      { id: capped, status: 'completed', outcome: 'cut_short', profiles_found: 62, charged: 0.496 },
    ]);
    expect(run.stderr).toBe(
      `leadgen: job ${capped} discover @nasa stopped at 62 of 100 profiles: not enough credits ` +
        '(balance $0.004); buy credits with `leadgen credits buy <pack>` (`leadgen credits packs` lists ' +
        'them), or add them locally with `leadgen credits grant <credits>`\n',
    );

    // queued while the balance covered it, refused when it ran: paused for credits, also 4
    await cli.leadgen(['credits', 'grant', '0.08']);
    const first = await queued('natgeo', 10);
    const second = await queued('bbcnews', 10);
    expect((await cli.leadgen(['jobs', 'run', '--once', '-q'])).code).toBe(0);
    const refused = await cli.leadgen(['jobs', 'run', '--once', '-q']);
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain(
      `leadgen: job ${second} discover @bbcnews stopped at 0 of 10 profiles: not enough credits (balance $0.004); `,
    );
    expect(refused.stderr).toContain(`, then \`leadgen jobs resume ${second}\`\n`);
    expect((await shown(first)).status).toBe('completed');

    // resuming it while the balance still covers nothing: refused up front, with what it needs
    const resume = await cli.leadgen(['jobs', 'resume', second]);
    expect(resume.code).toBe(4);
    expect(resume.stderr).toContain(
      'leadgen: Not enough credits: this needs $0.080 and the balance is $0.004: buy credits with',
    );
    expect((await shown(second)).status).toBe('failed');
    // the next step it prints works as printed (its placeholder filled in)
    const grant = /`(leadgen credits grant <credits>)`/.exec(resume.stderr)?.[1] ?? '';
    const args = grant.replace('<credits>', '1').split(' ').slice(1);
    expect(await cli.leadgen(args)).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Granted \$1\.000/),
    });
    const resumed = await cli.leadgen(['jobs', 'resume', second, '--json']);
    expect(resumed.code).toBe(0);
    expect(JSON.parse(resumed.stdout)).toMatchObject({ status: 'completed', profiles_found: 10 });
  });

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('%s puts the running job back in the queue and exits %i', async (signal, code) => {
    await cli.init();
    await cli.leadgen(['credits', 'grant', '5']);
    const id = await queued('natgeo', 300);
    // a second connection, opened first, reads the job: the signal comes once it is enriching
    const store = await openStore({ database: { kind: 'sqlite', path: join(cli.dir, 'leadgen.db') } });
    const running = cli.leadgen(['jobs', 'run', '--until-idle', '-q', '--json']);
    try {
      const user = await onlyUser({ store });
      if (user === 'none' || 'several' in user) throw new Error('one user expected');
      for (;;) {
        const job = await store.jobs.get(user.id, id);
        if ((job?.progress?.stepIndex ?? 0) >= 3) break;
        await delay(5);
      }
    } finally {
      await store.close();
    }
    cli.signals.emit(signal);
    const run = await running;
    expect(run.code).toBe(code);
    const [job] = ranJson(run.stdout);
    expect(job).toMatchObject({ id, status: 'queued', outcome: 'interrupted' });
    expect(run.stderr).toMatch(
      new RegExp(
        `^leadgen: job ${id} discover @natgeo interrupted at \\d+%: back in the queue; \`leadgen jobs run --until-idle\` goes on with it\\n$`,
      ),
    );
    expect((await shown(id)).status).toBe('queued');
    // and the next run completes it
    expect((await cli.leadgen(['jobs', 'run', '-q'])).code).toBe(0);
    expect((await shown(id)).status).toBe('completed');
  });

  it('documents the order of its exit codes in its help', async () => {
    const help = await cli.leadgen(['jobs', 'run', '--help']);
    expect(help.stdout).toContain('Exit codes of jobs run (the first that applies):');
    expect(help.stdout.indexOf('  1    a job failed')).toBeLessThan(help.stdout.indexOf('  5    a provider'));
    expect(help.stdout.indexOf('  5    a provider')).toBeLessThan(help.stdout.indexOf('  4    the balance'));
  });
});
