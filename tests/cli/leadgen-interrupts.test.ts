// The built `leadgen` binary stopped mid-run the ways a run is stopped (Ctrl-C, SIGTERM, SIGHUP,
// its stderr pipe closing): each time the job goes back to the queue and a later run finishes
// it. A file of its own (a database of its own) beside leadgen-binary.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { binaryFixture } from './binary-fixture.js';

const binary = binaryFixture();
const { leadgen, spawnLeadgen } = binary;

// Every provider run takes a second, however many items: a signal sent when a step starts lands
// while it goes on (a run of 40 ms an item made the discovery's 100 items take 4 s, each time).
const RUN_SECOND = { runMs: 1000 };

const parse = <T = Record<string, unknown>>(text: string): T => JSON.parse(text) as T;

beforeAll(async () => {
  const init = await leadgen([
    'init',
    '--email',
    'ana@example.com',
    '--first-name',
    'Ana',
    '--last-name',
    'Perez',
  ]);
  expect(init.code, init.stderr).toBe(0);
  // four runs of 100 profiles: more than the sign-up's $0.500
  expect((await leadgen(['credits', 'grant', '5', '--user', 'ana@example.com'])).code).toBe(0);
}, 60_000);

describe('the leadgen binary stopped mid-run', () => {
  it('exits 130 on Ctrl-C, leaving the run resumable, and 1 on anything else', async () => {
    const env = { LEADGEN_USER: 'ana@example.com' };
    let interruptedId = '';
    binary.sandbox.update({ faults: RUN_SECOND });
    try {
      const child = spawnLeadgen(['discover', '--target', 'nasa', '--max', '100'], env);
      const interrupted = await child.interruptWhen((stderr) => stderr.includes('step 3 of 4'));
      expect(interrupted.code).toBe(130);
      expect(interrupted.stderr).toMatch(/Interrupted: job (\S+) is back in the queue/);
      interruptedId = /job (\S+) is back/.exec(interrupted.stderr)?.[1] ?? '';
      const job = parse((await leadgen(['jobs', 'show', interruptedId, '--json'], env)).stdout);
      expect(job.status).toBe('queued');
    } finally {
      binary.sandbox.update({ faults: { runMs: 0 } });
    }
    const resumed = await leadgen(['jobs', 'run', '--until-idle', '--json']);
    expect(resumed.code).toBe(0);
    expect(parse(resumed.stdout)).toMatchObject([
      { id: interruptedId, status: 'completed', outcome: 'completed' },
    ]);

    const broken = await leadgen(['lists', 'ls'], { LEADGEN_DB: binary.dir }); // a directory, not a database
    expect(broken.code).toBe(1);
    expect(broken.stderr.trim().split('\n')).toHaveLength(1);
  }, 60_000);

  it('puts the run back in the queue however it is stopped: SIGTERM, SIGHUP, or its stderr pipe closing', async () => {
    const env = { LEADGEN_USER: 'ana@example.com' };
    binary.sandbox.update({ faults: RUN_SECOND });
    // a closed pipe is noticed at the next write: piped progress writes a line per step, so
    // stderr closes at the first step, with three more lines to come
    const stops = [
      ['SIGTERM', 143, 'step 3 of 4'],
      ['SIGHUP', 129, 'step 3 of 4'],
      ['close-stderr', 141, 'step 1 of 4'],
    ] as const;
    try {
      for (const [how, code, when] of stops) {
        const before = parse<{ id: string }[]>((await leadgen(['jobs', 'ls', '--json'], env)).stdout);
        // --refresh: earlier runs found nasa's followers, whom a run would reuse at once
        const child = spawnLeadgen(['discover', '--target', 'nasa', '--max', '100', '--refresh'], env);
        const stopped = await child.interruptWhen((stderr) => stderr.includes(when), how);
        expect(stopped.code, how).toBe(code);
        const jobs = parse<{ id: string; status: string }[]>(
          (await leadgen(['jobs', 'ls', '--json'], env)).stdout,
        );
        const job = jobs.find((candidate) => !before.some((old) => old.id === candidate.id));
        expect(job?.status, how).toBe('queued');
      }
    } finally {
      binary.sandbox.update({ faults: { runMs: 0 } });
    }
    const resumed = await leadgen(['jobs', 'run', '--until-idle', '--json']);
    expect(resumed.code).toBe(0);
    const ran = parse<{ status: string }[]>(resumed.stdout);
    expect(ran.map((job) => job.status)).toEqual(stops.map(() => 'completed'));
  }, 90_000);
});
