import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkRuntime } from '@leadgen/core';
import { openStore } from '@leadgen/core/store';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import { testCli } from '@leadgen/test-utils/cli';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

let sandbox: Sandbox;
let cli: ReturnType<typeof testCli>;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(async () => {
  cli = testCli();
  expect((await cli.init()).code).toBe(0);
});
afterEach(() => cli.cleanup());

/** Every key a real deployment sets, pointed at the sandbox. */
const keys = () => sandbox.env();

type Check = { check: string; status: string; detail: string; fix: string | null };
type Report = {
  mode: string;
  node_version: string;
  database: string;
  user: { email: string; chosen_by: string } | null;
  checks: Check[];
  services: { service: string; status: string; detail: string }[];
};

describe('leadgen doctor', () => {
  it('checks every configured key with a harmless call and says what works', async () => {
    sandbox.resetCounters();
    const run = await cli.leadgen(['doctor', '--json'], keys());
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as Report;
    expect(report.mode).toBe('production');
    expect(report.services.map((s) => [s.service, s.status])).toEqual([
      ['apify', 'ok'],
      ['gemini', 'ok'],
      ['stripe', 'ok'],
    ]);
    expect(report.services[0]?.detail).toContain('datadoping~instagram-followers-scraper');
    // nothing was run, generated or charged
    expect(sandbox.counters.apify.runs).toBe(0);
    const human = await cli.leadgen(['doctor'], keys());
    expect(human.stdout).toMatch(
      /^mode: production\nCHECK +STATUS +DETAIL\nruntime +ok +Node\.js [\d.]+\ndatabase +ok +.*\nuser +ok +.*\napify +ok +token of /,
    );
  });

  it('exits 5 when a key is refused, naming the service, never the key', async () => {
    const run = await cli.leadgen(['doctor', '--json'], { ...keys(), APIFY_TOKEN: 'apify_api_WRONG_1234' });
    expect(run.code).toBe(5);
    const report = JSON.parse(run.stdout) as Report;
    expect(report.services[0]).toEqual({
      service: 'apify',
      status: 'failed',
      detail: 'token rejected (check APIFY_TOKEN)',
    });
    expect(run.stderr).toBe('leadgen: The check of apify failed: see above\n');
    expect((JSON.parse(run.stdout) as Report).checks.every((check) => check.status === 'ok')).toBe(true);
    expect(run.stdout + run.stderr).not.toContain('WRONG');
  });

  it('reports an unknown actor id and a retired Gemini model', async () => {
    const run = await cli.leadgen(['doctor', '--json'], {
      ...keys(),
      LEADGEN_APIFY_PROFILE_ACTOR: 'acme~gone@apify~instagram-profile-scraper',
      LEADGEN_GEMINI_MODEL: 'gemini-2.0-flash',
    });
    expect(run.code).toBe(5);
    const [apify, gemini] = (JSON.parse(run.stdout) as Report).services;
    expect(apify?.detail).toMatch(/; profiles: acme~gone \(404 not found\)$/);
    expect(gemini?.status).toBe('failed');
    expect(gemini?.detail).toContain('gemini-2.0-flash');
  });

  it('checks every actor of every chain, naming each (issue 34)', async () => {
    const run = await cli.leadgen(['doctor', '--json'], {
      ...keys(),
      LEADGEN_APIFY_FOLLOWERS_ACTORS:
        'acme~gone@datadoping~instagram-followers-scraper,aizen0~instagram-follower-following-scraper',
      LEADGEN_APIFY_FOLLOWING_ACTORS:
        'datadoping~instagram-following-scraper,aizen0~instagram-follower-following-scraper',
    });
    expect(run.code).toBe(5);
    const [apify] = (JSON.parse(run.stdout) as Report).services;
    expect(apify?.status).toBe('failed');
    expect(apify?.detail).toMatch(
      /; followers: acme~gone \(404 not found\), aizen0~instagram-follower-following-scraper \(found\); following: datadoping~instagram-following-scraper \(found\), aizen0~instagram-follower-following-scraper \(found\); profiles: apify~instagram-profile-scraper \(found\)$/,
    );
    // nothing was run
    expect(sandbox.counters.apify.runs).toBe(0);
  });

  it('says which services run against the sandbox without keys', async () => {
    const run = await cli.leadgen(['doctor', '--json']);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as Report).services.every((s) => s.status === 'demo')).toBe(true);
  });
});

describe('leadgen doctor: runtime, database and acting user', () => {
  const db = () => join(cli.dir, 'leadgen.db');

  it('names the runtime, the database and the acting user, and how it was chosen', async () => {
    const run = await cli.leadgen(['doctor', '--json']);
    expect(run).toMatchObject({ code: 0 });
    const report = JSON.parse(run.stdout) as Report;
    expect(report).toMatchObject({
      node_version: process.versions.node,
      database: db(),
      user: { email: 'ana@example.com', chosen_by: 'remembered' },
    });
    expect(report.checks.map(({ check, status, fix }) => [check, status, fix])).toEqual([
      ['runtime', 'ok', null],
      ['database', 'ok', null],
      ['user', 'ok', null],
    ]);
    expect(report.checks[1]?.detail).toMatch(new RegExp(`^${db()} \\(schema version \\d+\\)$`));
    const human = await cli.leadgen(['doctor'], { LEADGEN_USER: 'ana@example.com' });
    expect(human.stdout).toContain(`runtime   ok      Node.js ${process.versions.node}\n`);
    expect(human.stdout).toContain('user      ok      ana@example.com: LEADGEN_USER in the environment\n');
  });

  it('says what is wrong with the database and user, each with its fix, and exits 1', async () => {
    const missing = join(cli.dir, 'nowhere', 'x.db');
    const run = await cli.leadgen(['doctor', '--json'], { LEADGEN_DB: missing });
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as Report;
    expect(report.checks[1]).toEqual({
      check: 'database',
      status: 'failed',
      detail: `No database at ${missing}: the folder ${join(cli.dir, 'nowhere')} does not exist`,
      fix: expect.stringContaining('check LEADGEN_DB'),
    });
    expect(report.checks[2]).toMatchObject({ check: 'user', status: 'skipped' });
    expect(run.stderr).toBe('leadgen: Something needs fixing (database): see above\n');
    expect(existsSync(join(cli.dir, 'nowhere'))).toBe(false);

    // pending migrations: the fix is `db migrate`, and nothing was migrated
    const old = join(cli.dir, 'old.db');
    const store = await openStore({ database: { kind: 'sqlite', path: old }, migrateTo: 3 });
    await store.close();
    const behind = await cli.leadgen(['doctor'], { LEADGEN_DB: old });
    expect(behind.code).toBe(1);
    expect(behind.stdout).toMatch(/database +failed +.*old\.db \(schema version 3\)/);
    expect(behind.stderr).toContain('database: migrations are pending: run `leadgen db migrate`');
    expect(
      JSON.parse((await cli.leadgen(['doctor', '--json'], { LEADGEN_DB: old })).stdout).checks[1].detail,
    ).toContain('schema version 3');

    const nobody = await cli.leadgen(['doctor', '--json'], { LEADGEN_USER: 'zed@example.com' });
    expect(nobody.code).toBe(1);
    expect((JSON.parse(nobody.stdout) as Report).checks[2]).toMatchObject({
      check: 'user',
      status: 'failed',
      detail: expect.stringContaining('zed@example.com (LEADGEN_USER) is not a user of'),
      fix: expect.stringContaining('leadgen login <email>'),
    });
  });

  it('fails an old Node.js with the way to a new one', () => {
    expect(checkRuntime('20.20.2')).toEqual({
      check: 'runtime',
      status: 'failed',
      detail: 'Node.js 20.20.2',
      fix: 'Leadgen needs Node.js 24 or newer: install it from https://nodejs.org (or `nvm install 24`)',
    });
    expect(checkRuntime('24.0.0').status).toBe('ok');
  });
});
