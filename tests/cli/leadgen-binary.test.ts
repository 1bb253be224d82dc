// The built `leadgen` binary end to end: spawned as a process with pipes (so never a TTY)
// against a temp SQLite file and the sandbox on 127.0.0.1, the way scripts and cron run it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { binaryFixture } from './binary-fixture.js';

// Anything but text, tabs and newlines: cursor moves, colours, carriage-return redraws.
const controlCharacters = (text: string): string[] =>
  [...text].filter((char) => {
    const code = char.charCodeAt(0);
    return (code < 32 && char !== '\t' && char !== '\n') || code === 127;
  });

// the sandbox, the temp directory and the binary on them; the interruptions are in
// leadgen-interrupts.test.ts, a file of their own that runs beside this one
const binary = binaryFixture();
const { leadgen } = binary;

const parse = <T = Record<string, unknown>>(text: string): T => JSON.parse(text) as T;

describe('the leadgen binary', () => {
  it('prints help with its exit codes and examples, with no control characters', async () => {
    // every command's example is checked in-process (packages/cli/src/program.test.ts); here,
    // the built binary's own help, at the top and on two commands
    const help = await leadgen(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('130  interrupted');
    expect(controlCharacters(help.stdout)).toEqual([]);
    for (const args of [
      ['discover', '--help'],
      ['campaigns', 'create', '--help'],
    ]) {
      const sub = await leadgen(args);
      expect(sub.code).toBe(0);
      expect(sub.stdout).toMatch(/\nExamples?:\n {2}.*leadgen /);
      expect(controlCharacters(sub.stdout)).toEqual([]);
    }
  });

  it('runs the main flow: init, discover, review, campaign, populate, export', async () => {
    const init = await leadgen([
      'init',
      '--email',
      'ana@example.com',
      '--first-name',
      'Ana',
      '--last-name',
      'Perez',
      '--json',
    ]);
    expect(init.code).toBe(0);
    expect(parse(init.stdout)).toMatchObject({ email: 'ana@example.com', credits: 0.5 });
    expect((await leadgen(['credits', 'grant', '5', '--user', 'ana@example.com'])).code).toBe(0);

    const run = await leadgen(['discover', '--target', 'natgeo', '--max', '60', '--json']);
    expect(run.code).toBe(0);
    // Piped stderr: one plain line per step, no bar, no colour.
    expect(run.stderr).toMatch(/^Estimate: 60 profiles: \$0\.480/m);
    expect(run.stderr).toContain('step 3 of 4: Enriching');
    expect(controlCharacters(`${run.stdout}${run.stderr}`)).toEqual([]);
    const result = parse(run.stdout);
    expect(Object.keys(result)).toEqual([
      'job_id',
      'status',
      'list_id',
      'profiles_found',
      'enriched',
      'reused',
      'not_found',
      'failed',
      'charged',
      'notice',
    ]);
    expect(result).toMatchObject({ status: 'completed', profiles_found: 60 });
    const listId = String(result.list_id);

    const lists = parse<Record<string, unknown>[]>((await leadgen(['lists', 'ls', '--json'])).stdout);
    expect(lists).toHaveLength(1);
    // a list as the API answers it (GET /api/lists/:id)
    expect(Object.keys(lists[0] ?? {})).toEqual([
      'id',
      'name',
      'target_accounts',
      'search_type',
      'max_profiles',
      'profile_limit',
      'status',
      'profiles_found',
      'profile_count',
      'cost',
      'error',
      'version',
      'created_at',
      'updated_at',
    ]);
    expect(lists[0]).toMatchObject({
      id: listId,
      status: 'completed',
      profiles_found: 60,
      profile_count: 60,
      cost: 0.48,
    });

    // the rows alone, every one with --all
    const followed = await leadgen([
      'profiles',
      'ls',
      '--list',
      listId,
      '--min-followers',
      '1000',
      '--all',
      '--json',
    ]);
    const rows = parse<{ followers_count: number }[]>(followed.stdout);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((profile) => profile.followers_count >= 1000)).toBe(true);
    expect(followed.stderr).toBe('');

    const listCsv = await leadgen(['lists', 'export', listId]);
    expect(listCsv.code).toBe(0);
    const records = parseCsv(listCsv.stdout) as string[][];
    expect(records).toHaveLength(61); // the header and one row per profile

    // A template that is a spreadsheet formula: every exported message must be neutralised.
    const created = await leadgen([
      'campaigns',
      'create',
      '--from-list',
      listId,
      '--all',
      '--name',
      'Spring',
      '--template',
      '=HYPERLINK("http://evil.example","{First Name}")',
      '--json',
    ]);
    expect(created.code).toBe(0);
    const campaignId = String(parse(created.stdout).id);
    const populated = await leadgen(['campaigns', 'populate', campaignId, '--json']);
    expect(parse(populated.stdout)).toEqual({ count: 60 });
    const out = join(binary.dir, 'spring.csv');
    expect((await leadgen(['campaigns', 'export', campaignId, '-o', out])).code).toBe(0);
    const csv = readFileSync(out, 'utf8');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example""`);
    expect(csv).not.toMatch(/(^|,)"=/m);

    const balance = parse((await leadgen(['credits', 'balance', '--json'])).stdout);
    expect(balance).toEqual({ credits: 5.02 });
  });

  it('prints its version, keeps headers off a pipe, deletes nothing unasked, and refuses a busy or bad port', async () => {
    const env = { LEADGEN_USER: 'ana@example.com' };
    const [version, short, lists] = await Promise.all([
      leadgen(['--version']),
      leadgen(['-V']),
      leadgen(['lists', 'list'], env),
    ]);
    expect(version).toMatchObject({ code: 0, stderr: '' });
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect(short.stdout).toBe(version.stdout);
    // piped: data rows only, no header
    expect(lists.code).toBe(0);
    expect(lists.stdout).not.toContain('STATUS');
    const listId = lists.stdout.split(/\s+/)[0] ?? '';
    expect(listId).toMatch(/^[0-9a-f-]{36}$/);
    // piped: tab-separated rows, nothing padded (issue 32)
    expect(lists.stdout.split('\n')[0]?.split('\t')).toHaveLength(6);
    expect(lists.stdout).not.toMatch(/ {2}/);
    // the first 8 characters of an id stand for it, to read and to change (Ana's only list and campaign)
    const shown = await leadgen(['lists', 'show', listId.slice(0, 8)], env);
    expect(shown).toMatchObject({ code: 0 });
    expect(shown.stdout).toContain(`ID\t${listId}\n`);
    const campaignId = (await leadgen(['campaigns', 'ls'], env)).stdout.split('\t')[0] ?? '';
    const edited = await leadgen(
      ['campaigns', 'edit', campaignId.slice(0, 8), '--description', 'spring leads'],
      env,
    );
    expect(edited).toMatchObject({ code: 0 });
    expect((await leadgen(['campaigns', 'show', campaignId.slice(0, 8)], env)).stdout).toContain(
      'Description\tspring leads\n',
    );
    // stdin is not a terminal: no one to ask, so --yes is needed
    const unasked = await leadgen(['lists', 'rm', listId], env);
    expect(unasked).toMatchObject({ code: 2, stdout: '' });
    expect(unasked.stderr).toMatch(
      /^leadgen: Not deleting the list .* pass --yes \(-y\) to delete from a script\n$/,
    );

    // a busy port: one line and a non-zero exit, no stack; a port that is not a number: exit 2
    const busy = createServer();
    const port = await new Promise<number>((resolve) => {
      busy.listen(0, '127.0.0.1', () => resolve((busy.address() as { port: number }).port));
    });
    try {
      const [taken, notNumber] = await Promise.all([
        leadgen(['serve', '--port', String(port)]),
        leadgen(['serve', '--port', 'abc']),
      ]);
      expect(taken).toMatchObject({
        code: 1,
        stdout: '',
        stderr: `leadgen: Port ${port} is in use; pass --port or set PORT\n`,
      });
      expect(notNumber).toMatchObject({ code: 2, stdout: '' });
    } finally {
      busy.close();
    }
  });

  it('exits 2 on bad input, 3 on an unknown id, 4 without credits, 5 on a provider failure', async () => {
    const env = { LEADGEN_USER: 'ben@example.com' };
    await leadgen(['init', '--email', 'ben@example.com', '--first-name', 'Ben', '--last-name', 'Ito']);

    const bad = await leadgen(['discover', '--target', 'not a username!', '--max', '5'], env);
    expect(bad).toMatchObject({ code: 2, stdout: '' });
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect((await leadgen(['discover', '--max', '5'], env)).code).toBe(2); // commander: missing --target

    const missing = await leadgen(['lists', 'show', '01a00000-0000-7000-8000-000000000000'], env);
    expect(missing.code).toBe(3);
    expect(missing.stderr).toMatch(/^leadgen: .+\n$/);

    // $0.500 covers 62 profiles: spend them, then nothing is left for a single one.
    expect((await leadgen(['discover', '--target', 'nasa', '--max', '62', '-q'], env)).code).toBe(0);
    // the same people again cost nothing (issue 30), so that still runs; bought again, it cannot
    const known = await leadgen(['discover', '--target', 'nasa', '--max', '5', '--json'], env);
    expect(known.code).toBe(0);
    expect(parse(known.stdout)).toMatchObject({ reused: 5, charged: 0 });
    const broke = await leadgen(['discover', '--target', 'nasa', '--max', '5', '--refresh'], env);
    expect(broke.code).toBe(4);
    expect(broke.stderr).toContain('leadgen: ');

    // A refused key fails the run: exit 5 with the provider's message, one line, no key.
    await leadgen(['credits', 'grant', '1', '--user', 'ben@example.com']);
    const provider = await leadgen(['discover', '--target', 'nasa', '--max', '5', '-q'], {
      ...env,
      APIFY_TOKEN: 'wrong-token',
    });
    expect(provider.code).toBe(5);
    expect(provider.stderr.trim().split('\n')).toHaveLength(1);
    expect(provider.stderr).not.toContain('wrong-token');
  });

  it('lets two overlapping `jobs run --until-idle` share one queue without running a job twice', async () => {
    const env = { LEADGEN_USER: 'cy@example.com' };
    await leadgen(['init', '--email', 'cy@example.com', '--first-name', 'Cy', '--last-name', 'Lee']);
    await leadgen(['credits', 'grant', '10', '--user', 'cy@example.com']);
    const targets = ['natgeo', 'nasa', 'nike', 'bbcnews', 'time', 'vogue'];
    for (const target of targets) {
      const queued = await leadgen(
        ['discover', '--target', target, '--max', '40', '--detach', '--json'],
        env,
      );
      expect(parse(queued.stdout)).toMatchObject({ status: 'queued' });
    }
    const [first, second] = await Promise.all([
      leadgen(['jobs', 'run', '--until-idle', '--json']),
      leadgen(['jobs', 'run', '--until-idle', '--json']),
    ]);
    expect(first?.code).toBe(0);
    expect(second?.code).toBe(0);
    // each reports the jobs it ran: together, every job once, each completed
    const ran = [first, second].flatMap((run) => parse<{ id: string; outcome: string }[]>(run?.stdout ?? ''));
    expect(new Set(ran.map((job) => job.id)).size).toBe(targets.length);
    expect(ran.map((job) => job.outcome)).toEqual(targets.map(() => 'completed'));

    const jobs = parse<{ status: string; attempts: number }[]>(
      (await leadgen(['jobs', 'ls', '--json'], env)).stdout,
    );
    expect(jobs.filter((job) => job.status === 'completed')).toHaveLength(targets.length);
    expect(jobs.every((job) => job.attempts === 1)).toBe(true);
    // One charge of 8 millicredits per profile: 6 lists x 40 profiles, none twice.
    const history = parse<{ credits: number; reason: string }[]>(
      (await leadgen(['credits', 'history', '--limit', '500', '--json'], env)).stdout,
    );
    const charges = history.filter((entry) => entry.credits < 0);
    expect(charges.reduce((sum, entry) => sum - entry.credits, 0)).toBeCloseTo(
      targets.length * 40 * 0.008,
      6,
    );
    const balance = parse((await leadgen(['credits', 'balance', '--json'], env)).stdout);
    expect(balance.credits).toBeCloseTo(10.5 - targets.length * 40 * 0.008, 6);
  });

  it('writes the database where LEADGEN_DB says, with no file left open', () => {
    const tables = execFileSync('node', [
      '-e',
      `const D=require('better-sqlite3');const d=new D(${JSON.stringify(join(binary.dir, 'leadgen.db'))});` +
        "console.log(d.prepare('pragma integrity_check').pluck().get())",
    ])
      .toString()
      .trim();
    expect(tables).toBe('ok');
  });
});
