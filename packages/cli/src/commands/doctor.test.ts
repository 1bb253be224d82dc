import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testCli } from '../testing/test-cli.js';

let sandbox: Sandbox;
let cli: ReturnType<typeof testCli>;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => {
  cli = testCli();
});
afterEach(() => cli.cleanup());

/** Every key a real deployment sets, pointed at the sandbox. */
const keys = () => sandbox.env();

type Report = { mode: string; services: { service: string; status: string; detail: string }[] };

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
    expect(human.stdout).toMatch(/^mode: production\nSERVICE +STATUS +DETAIL\napify +ok +token of /);
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
    expect(apify?.detail).toMatch(/actors not available: acme~gone \(404 not found\)$/);
    expect(gemini?.status).toBe('failed');
    expect(gemini?.detail).toContain('gemini-2.0-flash');
  });

  it('says which services run against the sandbox without keys', async () => {
    const run = await cli.leadgen(['doctor', '--json']);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as Report).services.every((s) => s.status === 'demo')).toBe(true);
  });
});
