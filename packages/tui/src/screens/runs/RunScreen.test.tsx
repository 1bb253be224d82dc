import { cancelJob, createJobHandlers, runWorker, validateCustom, validateDiscovery } from '@leadgen/core';
import { messages } from '@leadgen/core/domain';
import { type Sandbox, startSandbox } from '@leadgen/sandbox';
import {
  openTuiTestDeps,
  type RenderedTui,
  renderTui,
  seedPausedRun,
  type TuiTestDeps,
} from '@leadgen/test-utils/tui';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

let sandbox: Sandbox;
let deps: TuiTestDeps;
let tui: RenderedTui | undefined;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});
beforeEach(async () => {
  deps = await openTuiTestDeps({ sandbox });
});
afterEach(async () => {
  tui?.unmount();
  tui = undefined;
  sandbox.update({ faults: { latencyMs: 0, next: [] } });
  await deps.close();
});

/** Waits until the frame shows `text` (or passes the check). */
const see = async (text: string | ((frame: string) => boolean), ms?: number) => {
  const frame = await tui?.waitFor(text, ms);
  return frame ?? '';
};

/** A discovery queued the way `leadgen discover --detach`, the web app or cron queue one. */
const queueDiscovery = (max: number) =>
  deps.store.jobs.enqueue(
    deps.user.id,
    'discover',
    validateDiscovery({ targets: ['natgeo'], type: 'following', max }, deps.providers.scraper),
  );

/** Another process's worker: its own handlers and no shared event bus, only the database. */
const otherWorker = (jobId: string) =>
  runWorker({
    store: deps.store,
    handlers: createJobHandlers({
      store: deps.store,
      scraper: deps.providers.scraper,
      writer: deps.providers.writer,
    }),
    mode: 'once',
    jobId,
  });

const fits = (frame: string, columns: number, rows: number) => {
  const lines = frame.split('\n');
  expect(lines.length).toBeLessThanOrEqual(rows);
  for (const line of lines) expect([...line].length).toBeLessThanOrEqual(columns);
};

describe('the run screen', () => {
  it('follows a run another process is making, live, to its result', async () => {
    const job = await queueDiscovery(60);
    tui = await renderTui(deps, { route: { name: 'run', jobId: job.id }, color: false });
    const waiting = await see('Waiting for a worker…');
    expect(waiting).toContain('natgeo · following · up to 60 profiles');
    expect(waiting.split('\n')[0]).toMatch(/^Discovery run\s+queued$/);

    sandbox.update({ faults: { latencyMs: 150 } });
    const worker = otherWorker(job.id);
    const midway = await see((frame) => /Step [23] of 4: (Discovering|Enriching)/.test(frame), 10_000);
    expect(midway.split('\n')[0]).toMatch(/running$/);
    expect(midway).toMatch(/[█░]+ +\d+%/);
    expect(midway).toMatch(/Discovered \d+ · Enriched \d+ · Failed 0/);
    expect(midway).not.toContain('Waiting for a worker');
    await worker;

    const done = await see('Enter opens the list', 10_000);
    expect(done).toContain('Step 4 of 4: Finalising');
    expect(done).toMatch(/█{60,} 100%/);
    expect(done).toContain('Discovered 60 · Enriched 60 · Failed 0');
    expect(done).toContain('Completed: 60 profiles found, 60 enriched, 0 not found, 0 failed');
    expect(done).toContain('Charged $0.480');
    fits(done, 80, 24);
    const stored = await deps.store.jobs.get(deps.user.id, job.id);
    expect(stored?.status).toBe('completed');

    // a completed run offers what applies to it: open its list, not cancel or retry
    const footer = done.split('\n').at(-1) ?? '';
    expect(footer).toContain('enter open list');
    expect(footer).not.toMatch(/cancel|retry/);
    await tui.press('?');
    const help = await see('Keys on this screen');
    expect(help).toContain('open the list');
    expect(help).not.toMatch(/cancel the run|retry the run|run the queued job/);
    await tui.press('x');
    await tui.press('c');
    await tui.press('R');
    expect(tui.frames().some((frame) => frame.includes('Cancel this run?'))).toBe(false);
    expect(tui.lastFrame()).not.toContain('Instagram session ID');
  });

  it('cancels a queued run after asking, and lists every key in the help', async () => {
    const job = await queueDiscovery(10);
    tui = await renderTui(deps, { route: { name: 'run', jobId: job.id }, color: false });
    await see('Waiting for a worker…');

    await tui.press('?');
    const help = await see('Keys on this screen');
    // a queued run can be canceled or run here; nothing to open or retry yet
    expect(help).toContain('cancel the run (asks first)');
    expect(help).toContain('run the queued job here');
    expect(help).not.toContain('retry the run');
    expect(help).not.toContain('open the list');
    await tui.press('x');
    await see('Waiting for a worker…');

    await tui.press('c');
    await see('Cancel this run?');
    await tui.press('n');
    await see((frame) => !frame.includes('Cancel this run?'));
    expect((await deps.store.jobs.get(deps.user.id, job.id))?.status).toBe('queued');

    await tui.press('c');
    await see('Cancel this run?');
    await tui.press('y');
    const canceled = await see('Canceled.');
    expect(canceled).toContain('Run canceled');
    expect(canceled.split('\n')[0]).toMatch(/canceled$/);
    fits(canceled, 80, 24);
    expect((await deps.store.jobs.get(deps.user.id, job.id))?.status).toBe('canceled');
    // nothing left to cancel
    await tui.press('c');
    expect(tui.lastFrame()).not.toContain('Cancel this run?');
  });

  it('runs a queued job here with r, and shows its failure', async () => {
    sandbox.update({ faults: { next: [{ service: 'apify', status: 401 }] } });
    const job = await deps.store.jobs.enqueue(
      deps.user.id,
      'custom',
      validateCustom({ usernames: ['nasa'] }),
    );
    tui = await renderTui(deps, { route: { name: 'run', jobId: job.id }, color: false });
    await see('Waiting for a worker…');
    await tui.press('r');
    const failed = await see(messages.apifyTokenRejected, 10_000);
    expect(failed.split('\n')[0]).toMatch(/^Custom list run\s+failed$/);
    expect(failed).not.toContain('Enter opens the list');
    expect((await deps.store.jobs.get(deps.user.id, job.id))?.error).toBe(messages.apifyTokenRejected);
  });

  it('retries a failed run here with R: it continues its list and charges only what was missing', async () => {
    // the custom list's rows are saved, then its enrichment is refused (never retried)
    sandbox.update({ faults: { next: [{ service: 'apify', status: 401 }] } });
    const balance = await deps.store.ledger.balance(deps.user.id);
    const job = await deps.store.jobs.enqueue(
      deps.user.id,
      'custom',
      validateCustom({ usernames: ['nasa', 'natgeo'] }),
    );
    tui = await renderTui(deps, { route: { name: 'run', jobId: job.id }, color: false });
    await see('Waiting for a worker…');
    await tui.press('r');
    const failed = await see('Press R to try again', 10_000);
    expect(failed).toContain(messages.apifyTokenRejected);
    expect(failed).toContain('R retry · ? help');
    fits(failed, 80, 24);
    const failedJob = await deps.store.jobs.get(deps.user.id, job.id);
    const listId = (failedJob?.payload as { listId?: string } | undefined)?.listId;
    expect(await deps.store.ledger.balance(deps.user.id)).toBe(balance);

    await tui.press('R');
    const done = await see('Enter opens the list', 10_000);
    expect(done).toContain('Completed: 2 profiles found, 2 enriched, 0 not found, 0 failed');
    expect(done.split('\n')[0]).toMatch(/^Custom list run\s+completed$/);
    const stored = await deps.store.jobs.get(deps.user.id, job.id);
    expect(listId).toEqual(expect.any(String));
    expect(stored?.payload).toMatchObject({ listId });
    expect(await deps.store.ledger.balance(deps.user.id)).toBe((balance ?? 0) - 2 * 8);
    expect(await deps.store.lists.list(deps.user.id)).toHaveLength(1);
    // a completed run has nothing to retry
    await tui.press('R');
    expect((await deps.store.jobs.get(deps.user.id, job.id))?.status).toBe('completed');
  });

  it('shows a run paused for credits as paused, says what to do, and retries it with R', async () => {
    const { jobId, message } = await seedPausedRun(deps, ['nasa', 'natgeo']);
    tui = await renderTui(deps, { route: { name: 'run', jobId }, color: false });
    const paused = await see('Press R once credits are bought');
    expect(paused.split('\n')[0]).toMatch(/^Custom list run\s+paused$/);
    expect(paused.replace(/\s+/g, ' ')).toContain(message);
    fits(paused, 80, 24);
    await tui.press('R');
    const done = await see('Enter opens the list', 10_000);
    expect(done).toContain('Completed: 2 profiles found, 2 enriched, 0 not found, 0 failed');
    expect(done.split('\n')[0]).toMatch(/completed$/);
  });

  it('asks for the session id again to retry a canceled discovery whose actor logs in', async () => {
    await deps.close();
    deps = await openTuiTestDeps({
      sandbox,
      apifyEnv: { LEADGEN_APIFY_FOLLOWERS_ACTOR: 'aizen0~instagram-follower-following-scraper' },
    });
    const payload = validateDiscovery(
      { targets: ['natgeo'], type: 'followers', max: 5, sessionId: 'sess-1' },
      deps.providers.scraper,
    );
    const job = await deps.store.jobs.enqueue(deps.user.id, 'discover', payload);
    await cancelJob({ store: deps.store }, deps.user.id, job.id);
    tui = await renderTui(deps, { route: { name: 'run', jobId: job.id }, color: false });
    await see('Press R to try again');
    await tui.press('R');
    await see('Instagram session ID');
    // Esc leaves the question, not the screen
    await tui.press('esc');
    await see((frame) => !frame.includes('Instagram session ID') && frame.includes('Canceled.'));
    await tui.press('R');
    await see('Instagram session ID');
    await tui.type('sess-2');
    const asking = await see('••••••');
    expect(asking).not.toContain('sess-2');
    await tui.press('enter');
    const done = await see('Enter opens the list', 10_000);
    expect(done).toContain('Completed: 5 profiles found, 5 enriched');
    // the actor got the new cookie, and the ended job keeps none of it
    const stored = await deps.store.jobs.get(deps.user.id, job.id);
    expect(JSON.stringify(stored?.payload)).not.toContain('sess-2');
  });
});
