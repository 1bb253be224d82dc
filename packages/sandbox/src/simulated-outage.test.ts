import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedOutage } from './simulated-outage.js';
import { type Sandbox, startSandbox } from './start-sandbox.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const apifyStatus = async () =>
  (await fetch(`${sandbox.url}/v2/users/me`, { headers: { Authorization: 'Bearer sandbox-apify-token' } }))
    .status;

describe('simulatedOutage', () => {
  it('answers 503 from begin until the waits on its clock have passed the outage, and not before', async () => {
    const outage = simulatedOutage(sandbox, { ms: 30_000 });
    const start = outage.clock.now();
    expect(await apifyStatus()).toBe(200);
    outage.begin();
    expect(outage.began).toBe(true);
    expect(await apifyStatus()).toBe(503);
    // real time alone does not move the clock
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outage.clock.now()).toBe(start);
    // waits side by side move it to the latest, not their sum
    await Promise.all([outage.clock.sleep(10_000), outage.clock.sleep(20_000)]);
    expect(outage.clock.now()).toBe(start + 20_000);
    expect(await apifyStatus()).toBe(503);
    expect(sandbox.counters.gemini.status5xx).toBe(0);
    await outage.clock.sleep(10_000);
    await outage.over;
    expect(await apifyStatus()).toBe(200);
  });

  it('rejects a wait with the reason of its signal', async () => {
    const outage = simulatedOutage(sandbox, { ms: 1000 });
    const controller = new AbortController();
    const waiting = outage.clock.sleep(60_000, controller.signal);
    controller.abort(new Error('stopped'));
    await expect(waiting).rejects.toThrow('stopped');
  });
});
