// `leadgen serve` as a real process: it listens, answers the API and the web app's pages, runs
// a worker, and stops cleanly on SIGTERM.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../packages/cli/bin/leadgen.js', import.meta.url));
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'leadgen-serve-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('serves the API and the app in demo mode, sells credits, runs jobs, and exits 0 on SIGTERM', async () => {
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      LEADGEN_DB: join(dir, 'leadgen.db'),
      LEADGEN_CONFIG_DIR: join(dir, 'config'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', () => reject(new Error(`serve exited: ${stderr}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    expect(stderr).toContain('demo mode');
    expect((await fetch(`${url}/api/users/me`)).status).toBe(401);
    const page = await fetch(`${url}/dashboard`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');

    const signUp = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({
        email: 'ana@example.com',
        password: 'secret-pw',
        confirmPassword: 'secret-pw',
        firstName: 'Ana',
        lastName: 'Perez',
      }),
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const me = await fetch(`${url}/api/users/me`, { headers: { cookie } });
    expect(((await me.json()) as { user: { credits: number } }).user.credits).toBe(0.5);

    // A demo purchase: the sandbox's checkout page posts its signed webhook to this server.
    const checkout = await fetch(`${url}/api/billing/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ packId: 'credits_10' }),
    });
    const { url: checkoutUrl } = (await checkout.json()) as { url: string };
    expect((await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBeLessThan(
      400,
    );
    const balance = await fetch(`${url}/api/credits`, { headers: { cookie } });
    expect(await balance.json()).toEqual({ credits: 10.5 });

    // The server's own worker runs a discovery queued through the API.
    const queued = await fetch(`${url}/api/lists/discovery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ targets: ['natgeo'], type: 'followers', maxProfiles: 20, sessionId: 'demo' }),
    });
    expect(queued.status).toBe(202);
    const { job_id: jobId } = (await queued.json()) as { job_id: string };
    let job: { status: string; list_id: string | null } = { status: 'queued', list_id: null };
    for (let i = 0; i < 100 && job.status !== 'completed' && job.status !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (
        (await (await fetch(`${url}/api/jobs/${jobId}`, { headers: { cookie } })).json()) as {
          job: typeof job;
        }
      ).job;
    }
    expect(job.status).toBe('completed');
    const list = (await (await fetch(`${url}/api/lists/${job.list_id}`, { headers: { cookie } })).json()) as {
      list: { profiles_found: number };
    };
    expect(list.list.profiles_found).toBe(20);
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
}, 60_000);
