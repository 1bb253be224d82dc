import { grownBy, type Sandbox, startSandbox } from '@leadgen/sandbox';
import { testCli } from '@leadgen/test-utils/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `leadgen watch` (issue 34) in-process against a sandbox whose audience clock the test moves.

let cli: ReturnType<typeof testCli>;
let sandbox: Sandbox;
let apify: Record<string, string>;
beforeAll(async () => {
  cli = testCli();
  sandbox = await startSandbox();
  apify = { LEADGEN_MODE: 'demo', APIFY_TOKEN: 'sandbox-apify-token', LEADGEN_APIFY_BASE_URL: sandbox.url };
  await cli.init();
  await cli.leadgen(['credits', 'grant', '10', '--user', 'ana@example.com']);
});
afterAll(async () => {
  await sandbox.stop();
  cli.cleanup();
});

type Json = Record<string, unknown>;
const parsed = <T = Json>(text: string) => JSON.parse(text) as T;

describe('leadgen watch', () => {
  let watchId = '';
  let listId = '';

  it('adds a watch, due at once, and lists it', async () => {
    const added = await cli.leadgen(['watch', 'add', '@NatGeo', '--every', '1d', '--max', '100', '--json']);
    expect(added.code, added.stderr).toBe(0);
    const watch = parsed(added.stdout);
    expect(watch).toMatchObject({
      target_username: 'natgeo',
      search_type: 'followers',
      every: '1d',
      every_seconds: 86_400,
      max_profiles: 100,
      last_new_profiles: null,
    });
    watchId = String(watch.id);
    listId = String(watch.search_list_id);
    const ls = await cli.leadgen(['watch', 'ls', '--json']);
    expect(parsed<Json[]>(ls.stdout).map((row) => row.id)).toEqual([watchId]);
    const again = await cli.leadgen(['watch', 'add', 'natgeo', '--type', 'followers']);
    expect(again).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('You already watch the followers of @natgeo'),
    });
    const tooOften = await cli.leadgen(['watch', 'add', 'nasa', '--every', '30m']);
    expect(tooOften).toMatchObject({ code: 2, stderr: expect.stringContaining('at most every hour') });
  });

  it('runs only due watches with --due: the new one once, then none until a day passes', async () => {
    const first = await cli.leadgen(['watch', 'run', '--due', '--json'], apify);
    expect(first.code, first.stderr).toBe(0);
    const [run] = parsed<Json[]>(first.stdout);
    expect(run).toMatchObject({ watch_id: watchId, status: 'completed', outcome: 'completed', missed: null });
    expect(Number(run?.new_profiles)).toBeGreaterThanOrEqual(95);
    expect(run?.charged).toBeCloseTo(Number(run?.new_profiles) * 0.008, 6);
    const idle = await cli.leadgen(['watch', 'run', '--due'], apify);
    expect(idle).toMatchObject({ code: 0, stdout: 'No watch was due\n' });
  });

  it('run now right after adds and charges nobody; a week later only the new followers', async () => {
    const balance = async () => parsed((await cli.leadgen(['credits', 'balance', '--json'])).stdout).credits;
    const before = Number(await balance());
    const now = await cli.leadgen(['watch', 'run', watchId.slice(0, 8), '--json'], apify);
    expect(now.code, now.stderr).toBe(0);
    expect(parsed<Json[]>(now.stdout)[0]).toMatchObject({ new_profiles: 0, charged: 0, missed: 0 });
    expect(Number(await balance())).toBe(before);

    sandbox.update({ audienceClock: '2026-01-08T00:00:00Z' });
    const arrived = grownBy(sandbox.settings().seed, 'natgeo', 'followers', 7);
    const week = await cli.leadgen(['watch', 'run', watchId], apify);
    expect(week.code, week.stderr).toBe(0);
    expect(week.stdout).toBe(
      `Watch ${watchId} @natgeo followers: ${arrived} new, charged $${(arrived * 0.008).toFixed(3)}\n`,
    );
    expect(Number(await balance())).toBeCloseTo(before - arrived * 0.008, 6);
  });

  it('badges the new people in profiles ls until they have been shown', async () => {
    const shown = await cli.leadgen(['profiles', 'ls', '--list', listId, '--all']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('[new]');
    const again = await cli.leadgen(['profiles', 'ls', '--list', listId, '--all']);
    expect(again.stdout).not.toContain('[new]');
    const rows = parsed<Json[]>(
      (await cli.leadgen(['profiles', 'ls', '--list', listId, '--all', '--json'])).stdout,
    );
    expect(rows.every((row) => row.is_new === false)).toBe(true);
  });

  it('refuses a run naming no watch, and removes one only with --yes off a terminal', async () => {
    expect((await cli.leadgen(['watch', 'run'])).code).toBe(2);
    expect((await cli.leadgen(['watch', 'rm', watchId])).code).toBe(2);
    const removed = await cli.leadgen(['watch', 'rm', watchId, '--yes']);
    expect(removed).toMatchObject({ code: 0, stdout: "Removed the watch of @natgeo's followers\n" });
    expect(parsed((await cli.leadgen(['watch', 'ls', '--json'])).stdout)).toEqual([]);
    expect((await cli.leadgen(['watch', 'run', watchId], apify)).code).toBe(3);
  });
});
