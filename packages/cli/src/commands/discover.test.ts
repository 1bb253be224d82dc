import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openStore } from '@leadgen/core/store';
import { testCli } from '@leadgen/test-utils/cli';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let cli: ReturnType<typeof testCli>;
beforeEach(() => {
  cli = testCli();
});
afterEach(() => {
  // spec: the session id is a credential, never printed (results, progress, errors, JSON).
  for (const text of cli.printed) expect(text).not.toContain(SESSION);
  cli.cleanup();
});

const SESSION = 'sess-SECRET-1234567890';
const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe('leadgen discover', () => {
  it('shows the estimate, runs 30 profiles in the foreground and prints the result', async () => {
    await cli.init();
    const run = await cli.leadgen([
      'discover',
      '-t',
      '@NatGeo',
      '--max',
      '30',
      '--session-id',
      SESSION,
      '--json',
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('Estimate: 30 profiles: $0.240 (balance $0.500)\n');
    expect(run.progress).toContain('step 3 of 4: Enriching');
    expect(run.progress).not.toContain(String.fromCharCode(27));
    expect(json(run.stdout)).toMatchObject({
      status: 'completed',
      profiles_found: 30,
      enriched: 30,
      not_found: 0,
      failed: 0,
      charged: 0.24,
      notice: null,
    });
    const job = json((await cli.leadgen(['jobs', 'show', String(json(run.stdout).job_id), '--json'])).stdout);
    expect(Object.keys(job)).toEqual([
      'id',
      'kind',
      'status',
      'attempts',
      'list_id',
      'request',
      'progress',
      'result',
      'error',
      'error_code',
      'created_at',
      'updated_at',
      'finished_at',
    ]);
    expect(job).toMatchObject({ kind: 'discover', status: 'completed', list_id: json(run.stdout).list_id });
  });

  it('says how complete each target is, in the summary, `lists show` and its --json (issue 34)', async () => {
    await cli.init();
    // seed 1 of the sandbox: closed_9 is a private account with 1,555 followers, natgeo a public one
    const run = await cli.leadgen(['discover', '-t', 'closed_9', '-t', 'natgeo', '--max', '20']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^List (\S+) completed: 20 profiles found, .*\n/);
    expect(run.stdout).toContain(
      '\n  @closed_9: 0 of 1,555 followers collected (0 unique): private account\n' +
        '  @natgeo: 20 of 3,338 followers collected (20 unique): the list maximum was reached (from datadoping~instagram-followers-scraper: 20)\n',
    );
    const listId = String(/^List (\S+) completed/.exec(run.stdout)?.[1]);
    const shown = json((await cli.leadgen(['lists', 'show', listId, '--json'])).stdout);
    expect(shown.completeness).toEqual([
      {
        target: 'closed_9',
        reported: 1555,
        collected: 0,
        unique: 0,
        already_known: 0,
        reason: 'private',
        actors: [{ actor: 'datadoping~instagram-followers-scraper', delivered: 0 }],
      },
      {
        target: 'natgeo',
        reported: 3338,
        collected: 20,
        unique: 20,
        already_known: 0,
        reason: 'requested_max',
        // issue 34: which actor of the chain delivered how many
        actors: [{ actor: 'datadoping~instagram-followers-scraper', delivered: 20 }],
      },
    ]);
    const text = (await cli.leadgen(['lists', 'show', listId])).stdout;
    expect(text).toMatch(
      /Completeness\s+@closed_9: 0 of 1,555 followers collected \(0 unique\): private account/,
    );
    expect(text).toMatch(
      /Completeness\s+@natgeo: 20 of 3,338 followers collected \(20 unique\): the list maximum was reached \(from datadoping~instagram-followers-scraper: 20\)/,
    );
  });

  it('walks the configured chain of actors past one Apify does not have, and says which delivered (issue 34)', async () => {
    await cli.init();
    const chain = {
      LEADGEN_APIFY_FOLLOWERS_ACTORS:
        'acme~gone@datadoping~instagram-followers-scraper,datadoping~instagram-followers-scraper',
    };
    const run = await cli.leadgen(['discover', '-t', 'natgeo', '--max', '20'], chain);
    expect(run.code).toBe(0);
    const listId = String(/^List (\S+) completed: 20 profiles found/.exec(run.stdout)?.[1]);
    const shown = json((await cli.leadgen(['lists', 'show', listId, '--json'], chain)).stdout);
    expect((shown.completeness as { actors: unknown }[])[0]?.actors).toEqual([
      { actor: 'datadoping~instagram-followers-scraper', delivered: 20 },
    ]);
  });

  it('prints people a sentence, and says when the balance caps the run', async () => {
    await cli.init();
    const run = await cli.leadgen(['discover', '-t', 'nasa', '--max', '100'], { IG_SESSION_ID: SESSION });
    // completed, not in full: 4 for a script or cron, with the next step
    expect(run.code).toBe(4);
    expect(run.stderr).toContain('Your balance covers 62 profiles: the run is capped to 62.');
    expect(run.stderr).toMatch(
      /\nleadgen: the balance capped this run at 62 of 100 profiles; buy credits with `leadgen credits buy <pack>`/,
    );
    expect(run.stdout).toMatch(/^Your balance covers 62 profiles.*\nList \S+ completed: 62 profiles found/);
    expect(run.stdout).toContain('charged $0.496');
  });

  it('--detach only enqueues; jobs run --until-idle completes it', async () => {
    await cli.init();
    const queued = await cli.leadgen(['discover', '-t', 'natgeo', '--max', '10', '--detach', '--json'], {
      IG_SESSION_ID: SESSION,
    });
    expect(queued.code).toBe(0);
    const { id: jobId, status } = json(queued.stdout);
    expect(status).toBe('queued');
    expect(queued.progress).toBe('');
    const ls = await cli.leadgen(['jobs', 'ls']);
    expect(ls.stdout).toMatch(new RegExp(`${jobId}\\s+discover\\s+queued`));
    const ran = await cli.leadgen(['jobs', 'run', '--until-idle', '--json']);
    expect(ran.code).toBe(0);
    expect(JSON.parse(ran.stdout)).toMatchObject([{ id: jobId, status: 'completed', profiles_found: 10 }]);
    expect(json((await cli.leadgen(['jobs', 'show', String(jobId), '--json'])).stdout)).toMatchObject({
      status: 'completed',
      result: { profiles_found: 10, enriched: 10 },
    });
  });

  it('refuses bad input with the spec messages and exit 2', async () => {
    await cli.init();
    expect(await cli.leadgen(['discover', '-t', 'bad name', '--session-id', SESSION])).toMatchObject({
      code: 2,
      stderr: 'leadgen: Invalid username format: bad name\n',
    });
    // the session id is asked for only when the configured actor logs in to Instagram
    const cookieActor = { LEADGEN_APIFY_FOLLOWERS_ACTOR: 'aizen0~instagram-follower-following-scraper' };
    expect(await cli.leadgen(['discover', '-t', 'natgeo'], cookieActor)).toMatchObject({
      code: 2,
      stderr: 'leadgen: Instagram session ID is required\n',
    });
    expect(
      await cli.leadgen(['discover', '-t', 'natgeo', '--type', 'following', '--detach'], cookieActor),
    ).toMatchObject({
      code: 0,
    });
    expect(await cli.leadgen(['discover', '--session-id', SESSION])).toMatchObject({
      code: 2,
      stderr: 'leadgen: Please provide at least one Instagram username\n',
    });
    expect(
      await cli.leadgen(['discover', '-t', 'natgeo', '--max', '1001', '--session-id', SESSION]),
    ).toMatchObject({ code: 2, stderr: 'leadgen: Profile limit must be between 1 and 1000\n' });
  });

  it('exits 4 when the credits are spent', async () => {
    const { id } = json(
      (
        await cli.leadgen([
          'init',
          '--email',
          'a@example.com',
          '--first-name',
          'A',
          '--last-name',
          'B',
          '--json',
        ])
      ).stdout,
    );
    const store = await openStore({ database: { kind: 'sqlite', path: join(cli.dir, 'leadgen.db') } });
    await store.ledger.charge(String(id), { millicredits: 500, reason: 'test', ref: 'spent' });
    await store.close();
    const run = await cli.leadgen(['discover', '-t', 'natgeo', '--session-id', SESSION]);
    expect(run).toMatchObject({ code: 4, stdout: '' });
    // what it needs against the balance, and how to get more
    const refusal =
      'leadgen: Not enough credits: this needs $0.800 and the balance is $0.000: buy credits with ' +
      '`leadgen credits buy <pack>` (`leadgen credits packs` lists them), or add them locally with ' +
      '`leadgen credits grant <credits>`\n';
    expect(run.stderr.endsWith(refusal)).toBe(true);
    // The estimate is still shown before the refusal.
    expect(run.stderr).toMatch(
      /^Estimate: 100 profiles: \$0\.800 \(balance \$0\.000\)\n(.*\n)*leadgen: Not enough/m,
    );
  });

  it('Ctrl-C puts the job back in the queue, says how to resume and exits 130', async () => {
    await cli.init();
    cli.hooks.progress = (line) => {
      if (line.startsWith('step 3')) cli.signals.emit('SIGINT');
    };
    const run = await cli.leadgen(['discover', '-t', 'natgeo', '--max', '40', '--session-id', SESSION]);
    cli.hooks.progress = undefined;
    expect(run.code).toBe(130);
    const jobId = /job (\S+) is back in the queue/.exec(run.stderr)?.[1] ?? '';
    expect(run.stderr).toContain(`\`leadgen jobs resume ${jobId}\` or \`leadgen jobs run --until-idle\``);
    expect(json((await cli.leadgen(['jobs', 'show', jobId, '--json'])).stdout)).toMatchObject({
      status: 'queued',
    });
    const resumed = await cli.leadgen(['jobs', 'resume', jobId, '--json']);
    expect(resumed.code).toBe(0);
    expect(json(resumed.stdout)).toMatchObject({ status: 'completed', profiles_found: 40, enriched: 40 });
  });
  it.each([
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const)('%s puts the job back in the queue too, and exits %i', async (signal, code) => {
    await cli.init();
    cli.hooks.progress = (line) => {
      if (line.startsWith('step 3')) cli.signals.emit(signal);
    };
    const run = await cli.leadgen(['discover', '-t', 'natgeo', '--max', '40']);
    cli.hooks.progress = undefined;
    expect(run.code).toBe(code);
    const jobId = /job (\S+) is back in the queue/.exec(run.stderr)?.[1] ?? '';
    expect(json((await cli.leadgen(['jobs', 'show', jobId, '--json'])).stdout)).toMatchObject({
      status: 'queued',
    });
  });
});

describe('leadgen import', () => {
  it('makes a custom list from a CSV file and --username flags', async () => {
    await cli.init();
    const file = join(cli.dir, 'leads.csv');
    writeFileSync(file, 'username\n@NASA\nnatgeo\nnasa\n');
    const run = await cli.leadgen(['import', file, '--username', 'bbcnews', '--json']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('Estimate: 3 profiles: $0.024');
    expect(run.progress).toContain('step 2 of 3: Looking up profiles');
    expect(json(run.stdout)).toMatchObject({ status: 'completed', profiles_found: 3 });
  });

  it('reads - from stdin and checks the CSV with the spec messages', async () => {
    await cli.init();
    const run = await cli.leadgen(['import', '-', '--quiet'], {}, 'nasa;natgeo\n');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/completed: 2 profiles found/);
    expect(await cli.leadgen(['import', join(cli.dir, 'leads.txt')])).toMatchObject({
      code: 2,
      stderr: 'leadgen: Please upload a CSV file\n',
    });
    expect(await cli.leadgen(['import', '-'], {}, '\n')).toMatchObject({
      code: 2,
      stderr: 'leadgen: CSV file is empty\n',
    });
    expect((await cli.leadgen(['import', join(cli.dir, 'missing.csv')])).code).toBe(3);
  });

  it('re-imports its own export as exactly the exported people, saying what it left out', async () => {
    await cli.init();
    await cli.leadgen(['credits', 'grant', '5']);
    const found = json((await cli.leadgen(['discover', '-t', 'natgeo', '--max', '60', '--json'])).stdout);
    const file = join(cli.dir, 'export.csv');
    expect((await cli.leadgen(['lists', 'export', String(found.list_id), '-o', file])).code).toBe(0);
    // the sandbox writes some bios over several lines: each stays inside its quoted value
    expect(readFileSync(file, 'utf8')).toMatch(/"[^"]*\n[^"]*"/);
    const run = await cli.leadgen(['import', file, '--detach']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`Estimate: ${found.enriched} profiles`);
    expect(run.stderr).toContain("Read the 'Username' column only.");
  });
});
