import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { e2eFiles, e2eServer } from './e2e-server.js';

// Data for a flow that starts past sign-up: an account made with `leadgen init` on the run's
// database, signed in, and completed lists made through the API the app itself calls (the
// page's cookies, the app's origin), run by the server's worker against the demo sandbox. The
// flows that test these steps' screens are lists.spec.ts and account.spec.ts.

const JOB_TIMEOUT_MS = 60_000;

async function post(page: Page, path: string, data: unknown): Promise<Record<string, unknown>> {
  const res = await page.request.post(path, { data, headers: { origin: e2eServer().baseURL } });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

/**
 * Makes a new account and signs it in (in this page's context), with the welcome flag stored so
 * no onboarding modal covers the screens. Returns its e-mail. The account is made by `leadgen
 * init` on the run's database, not the sign-up form: the form allows 10 sign-ups per client an
 * hour, and every spec here comes from the same address (the specs of sign-up itself use it).
 */
export async function signUp(page: Page, name: string): Promise<string> {
  const email = `${name}.${Date.now()}@example.com`;
  const files = e2eFiles();
  execFileSync(
    process.execPath,
    [
      join(e2eServer().root, 'packages/cli/bin/leadgen.js'),
      'init',
      '--email',
      email,
      '--first-name',
      name,
      '--last-name',
      'Seed',
      '--password-stdin',
    ],
    {
      input: 'seed-secret',
      env: { ...process.env, LEADGEN_DB: files.db, LEADGEN_CONFIG_DIR: join(files.dir, 'seed-config') },
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
  const { user } = await post(page, '/api/auth/signin', { email, password: 'seed-secret', remember: true });
  // onboarding-storage.ts's keys, set in the page before the app runs
  const id = (user as { id: string }).id;
  await page.context().addInitScript(`
    localStorage.setItem('leadgen.welcomeShown', 'true');
    localStorage.setItem('leadgen.extensionStepsDismissed.${id}', 'true');
  `);
  return email;
}

/** Grants the account `credits` with `leadgen credits grant` on the run's database (a bigger list than $0.500 pays for). */
export function grantCredits(email: string, credits: number): void {
  const files = e2eFiles();
  execFileSync(
    process.execPath,
    [
      join(e2eServer().root, 'packages/cli/bin/leadgen.js'),
      'credits',
      'grant',
      String(credits),
      '--user',
      email,
    ],
    {
      env: { ...process.env, LEADGEN_DB: files.db, LEADGEN_CONFIG_DIR: join(files.dir, 'seed-config') },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
}

/** Waits for a queued run to complete and returns its list id. */
async function completed(page: Page, jobId: string): Promise<string> {
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { job } = (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as {
      job: { status: string; list_id: string | null; error: string | null };
    };
    if (job.status === 'completed' && job.list_id) return job.list_id;
    if (job.status === 'failed' || job.status === 'canceled')
      throw new Error(`run ${job.status}: ${job.error}`);
    await page.waitForTimeout(250);
  }
  throw new Error(`run ${jobId} did not complete in ${JOB_TIMEOUT_MS} ms`);
}

/** A completed discovery list of `max` followers of `target` (at most 62 on a new account's $0.500). */
export async function discoveryList(page: Page, target: string, max: number): Promise<string> {
  const { job_id: jobId } = await post(page, '/api/lists/discovery', {
    targets: [target],
    type: 'followers',
    maxProfiles: max,
    sessionId: 'seed-session',
  });
  return completed(page, String(jobId));
}

/** A completed custom list of these usernames. */
export async function customList(page: Page, usernames: string[]): Promise<string> {
  const { job_id: jobId } = await post(page, '/api/lists/custom', { usernames });
  return completed(page, String(jobId));
}

/** A draft campaign named `name` of every profile of a completed list; returns its id. */
export async function campaignFromList(page: Page, listId: string, name: string): Promise<string> {
  const { campaign } = await post(page, '/api/campaigns', { fromListId: listId, name });
  return String((campaign as { id: string }).id);
}
