// The CLI in remote mode (issue 35), in-process against the server's test app on an in-memory
// store: sign-in with an API key, the exit codes of the API's refusals, the commands that refuse
// to touch a local database, and a 429 waited out.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteMessages } from '@leadgen/core/domain';
import { testCli } from '@leadgen/test-utils/cli';
import { completedList, openTestApp, PUBLIC_URL, runJobs } from '@leadgen/test-utils/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteWebhooks } from '../commands/webhooks-backend.js';
import { EXIT } from '../exit-codes.js';
import { apiClient, type Fetch } from './api-client.js';

let t: Awaited<ReturnType<typeof openTestApp>>;
let ana: { id: string; cookie: string };
let key: string;
let readKey: string;
let listId: string;
/** The test app, reached by URL as the CLI reaches a server. */
const appFetch: Fetch = async (url, init) => t.app.request(url, init);
const cli = testCli({ fetch: appFetch });
const remote = () => ({ LEADGEN_SERVER: PUBLIC_URL, LEADGEN_API_KEY: key });
/** The test app with the server's worker, as `leadgen serve` runs one, run each time the CLI looks at a job. */
const working: Fetch = async (url, init) => {
  if (/\/api\/v1\/jobs\/[^/]+$/.test(new URL(url).pathname)) await runJobs(t);
  return t.app.request(url, init);
};

// a server, a user and a completed run: more than the default 10 s on a busy machine
beforeAll(async () => {
  t = await openTestApp();
  ana = await t.signUp('ana@example.com');
  key = await t.createKey(ana, 'write');
  readKey = await t.createKey(ana, 'read');
  ({ listId } = await completedList(t, ana, { max: 3 }));
}, 60_000);
afterAll(async () => {
  await t.close();
  cli.cleanup();
});

describe('leadgen login --server', () => {
  it('checks the key, keeps it 0600 and never prints it; whoami names the server; logout --server forgets it', async () => {
    const login = await cli.leadgen(['login', '--server', `${PUBLIC_URL}/`], {}, `${key}\n`);
    expect(login).toMatchObject({ code: 0, stdout: `Signed in to ${PUBLIC_URL} as ana@example.com\n` });
    const file = join(cli.dir, 'config', 'config.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain(key);

    const whoami = await cli.leadgen(['whoami']);
    expect(whoami.stdout).toMatch(/^ {0}\S+ \S+ <ana@example\.com> {2}\$0\.\d{3} {2}Free\n/);
    expect(whoami.stdout).toContain(PUBLIC_URL);
    const asJson = JSON.parse((await cli.leadgen(['whoami', '--json'])).stdout);
    expect(asJson).toMatchObject({ email: 'ana@example.com', chosen_by: 'api_key', server: PUBLIC_URL });

    const lists = await cli.leadgen(['lists', 'ls', '--json']);
    expect(lists.code).toBe(0);
    expect(JSON.parse(lists.stdout).map((list: { id: string }) => list.id)).toEqual([listId]);
    // `config ls` lists settings, never the key
    expect((await cli.leadgen(['config', 'ls'])).stdout).not.toContain(key.slice(-4));

    const logout = await cli.leadgen(['logout', '--server']);
    expect(logout.stdout).toBe(`${remoteMessages.signedOut(PUBLIC_URL)}\n`);
    expect(readFileSync(file, 'utf8')).not.toContain(key);
    // local mode again: the (missing) local database, not the server
    const local = await cli.leadgen(['lists', 'ls']);
    expect(local.code).not.toBe(0);
    expect(local.stderr).toContain('leadgen init');
    expect(cli.printed.join('')).not.toContain(key);
  });

  it('refuses a key the server does not know with the sign-in exit code, keeping nothing', async () => {
    const run = await cli.leadgen(['login', '--server', PUBLIC_URL, '--key', `lgk_${'x'.repeat(43)}`]);
    expect(run.code).toBe(EXIT.auth);
    expect(run.stderr).toContain(
      `(${PUBLIC_URL}): sign in again with \`leadgen login --server ${PUBLIC_URL}\``,
    );
    expect(readFileSync(join(cli.dir, 'config', 'config.json'), 'utf8')).not.toContain('lgk_');
  });

  it('requires https except on the loopback', async () => {
    const run = await cli.leadgen(['login', '--server', 'http://leads.example.com', '--key', key]);
    expect(run).toMatchObject({
      code: EXIT.badInput,
      stderr: `leadgen: ${remoteMessages.httpsRequired('http://leads.example.com')}\n`,
    });
  });
});

describe('remote mode', () => {
  it('maps the API refusals to the local exit codes', async () => {
    const missing = await cli.leadgen(['lists', 'show', '00000000-0000-4000-8000-000000000000'], remote());
    expect(missing).toMatchObject({ code: EXIT.notFound, stderr: 'leadgen: List not found\n' });
    const start = await cli.leadgen(['lists', 'show', listId.slice(0, 8)], remote());
    expect(start).toMatchObject({
      code: EXIT.badInput,
      stderr: `leadgen: ${remoteMessages.wholeIdNeeded(listId.slice(0, 8))}\n`,
    });
    const readOnly = await cli.leadgen(['lists', 'rename', listId, 'New name'], {
      ...remote(),
      LEADGEN_API_KEY: readKey,
    });
    expect(readOnly.code).toBe(EXIT.auth);
    expect(readOnly.stderr).toContain(`leadgen login --server ${PUBLIC_URL}`);
    const revoked = await cli.leadgen(['credits', 'balance'], {
      ...remote(),
      LEADGEN_API_KEY: 'lgk_revoked',
    });
    expect(revoked.code).toBe(EXIT.auth);
    // a server that is not there: its own exit code, naming it
    const down = await testCli().leadgen(['lists', 'ls'], {
      LEADGEN_SERVER: 'http://127.0.0.1:9',
      LEADGEN_API_KEY: key,
    });
    expect(down.code).toBe(EXIT.unavailable);
    expect(down.stderr).toContain('Cannot reach the Leadgen server at http://127.0.0.1:9');
  });

  it('answers a 402 with the insufficient-credits exit code, and what it needed as locally', async () => {
    // the body the server answers (routes/lists.test.ts): the spec's words, needed and balance
    const broke: Fetch = async () =>
      Response.json(
        {
          error: {
            code: 'INSUFFICIENT_CREDITS',
            message: 'Not enough credits',
            needed: 0.16,
            balance: 0.004,
          },
        },
        { status: 402 },
      );
    const run = await testCli({ fetch: broke }).leadgen(['discover', '--target', 'natgeo'], remote());
    expect(run.code, run.stderr).toBe(EXIT.insufficientCredits);
    expect(run.stderr).toContain('leadgen: Not enough credits: this needs $0.160 and the balance is $0.004');
    // an older server's bare refusal still maps to the exit code
    const bare: Fetch = async () =>
      Response.json(
        { error: { code: 'INSUFFICIENT_CREDITS', message: 'Not enough credits' } },
        { status: 402 },
      );
    const old = await testCli({ fetch: bare }).leadgen(['discover', '--target', 'natgeo'], remote());
    expect(old).toMatchObject({ code: EXIT.insufficientCredits, stderr: 'leadgen: Not enough credits\n' });
  });

  it('renames, shows and deletes a list, and follows a discovery the server runs', async () => {
    const renamed = await cli.leadgen(['lists', 'rename', listId, 'Remote', '--json'], remote());
    expect(JSON.parse(renamed.stdout)).toMatchObject({ id: listId, name: expect.stringMatching(/^Remote/) });
    const shown = await cli.leadgen(['lists', 'show', listId], remote());
    expect(shown.stdout).toContain('Completeness');

    const run = await testCli({ fetch: working }).leadgen(
      ['discover', '--target', 'nasa', '--max', '3'],
      remote(),
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^Estimate: 3 profiles/);
    // over before the first poll (the worker ran it at once), it still shows where it ended
    expect(run.progress).toMatch(/^step 4 of 4: Finalising/m);
    expect(run.stdout).toMatch(
      /^List \S+ completed: \d+ profiles found, 3 enriched, 0 not found, 0 failed, charged \$0\.024\n {2}@nasa: /,
    );

    const removed = await cli.leadgen(['lists', 'rm', listId, '--yes'], remote());
    expect(removed).toMatchObject({ code: 0, stdout: 'List deleted successfully\n' });
  });

  it('queues a run with --detach, cancels it, resumes it to its end, and runs a watch now', async () => {
    const queued = await cli.leadgen(
      ['discover', '--target', 'nasa', '--max', '2', '--detach', '--json'],
      remote(),
    );
    const job = JSON.parse(queued.stdout) as { id: string; status: string };
    expect(job.status).toBe('queued');
    const canceled = await cli.leadgen(['jobs', 'cancel', job.id], remote());
    expect(canceled.stdout).toBe(`Canceled job ${job.id}\n`);
    const resumed = await testCli({ fetch: working }).leadgen(['jobs', 'resume', job.id, '--json'], remote());
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(JSON.parse(resumed.stdout)).toMatchObject({ job_id: job.id, status: 'completed', enriched: 2 });

    const added = await cli.leadgen(['watch', 'add', 'natgeo', '--max', '2', '--json'], remote());
    const watch = JSON.parse(added.stdout) as { id: string };
    const ran = await testCli({ fetch: working }).leadgen(['watch', 'run', watch.id, '--json'], remote());
    expect(ran.code, ran.stderr).toBe(0);
    expect(JSON.parse(ran.stdout)).toEqual([
      expect.objectContaining({ watch_id: watch.id, status: 'completed', outcome: 'completed' }),
    ]);

    // --due: the key's user's due watches (a new one is due at once; the one just run is not)
    const other = await cli.leadgen(['watch', 'add', 'nasa', '--max', '2', '--json'], remote());
    const due = JSON.parse(other.stdout) as { id: string };
    const ranDue = await testCli({ fetch: working }).leadgen(['watch', 'run', '--due', '--json'], remote());
    expect(ranDue.code, ranDue.stderr).toBe(0);
    expect(JSON.parse(ranDue.stdout)).toEqual([
      expect.objectContaining({ watch_id: due.id, status: 'completed', outcome: 'completed' }),
    ]);
  });

  it('imports usernames of a CSV file and of --username as a run the server queues and runs', async () => {
    const csv = join(cli.dir, 'people.csv');
    writeFileSync(csv, 'Username\nnatgeo\nnot a username!\n');
    const run = await testCli({ fetch: working }).leadgen(
      ['import', csv, '--username', 'nasa', '--name', 'Imported', '--json'],
      remote(),
    );
    expect(run.code, run.stderr).toBe(0);
    // the file's note is said here, by core's parser, as locally
    expect(run.stderr).toMatch(/skipped|invalid|not a username/i);
    const result = JSON.parse(run.stdout) as { list_id: string; status: string };
    expect(result.status).toBe('completed');
    const shown = await cli.leadgen(['lists', 'show', result.list_id, '--json'], remote());
    expect(JSON.parse(shown.stdout)).toMatchObject({ name: expect.stringMatching(/^Imported/) });
  });

  it('refuses every command that would use a local database, in one line, creating no file', async () => {
    const refused: [command: string, args: string[]][] = [
      ['serve', ['serve']],
      ['worker', ['worker']],
      ['sandbox', ['sandbox']],
      ['init', ['init', '--email', 'ben@example.com', '--first-name', 'Ben', '--last-name', 'Li']],
      ['db backup', ['db', 'backup', join(cli.dir, 'backup.db')]],
      ['login', ['login', 'ana@example.com']],
      ['credits grant', ['credits', 'grant', '5']],
      ['jobs run', ['jobs', 'run', '--until-idle']],
    ];
    for (const [command, args] of refused) {
      const run = await cli.leadgen(args, remote());
      expect(run, command).toMatchObject({
        code: EXIT.badInput,
        stderr: `leadgen: ${remoteMessages.notInRemoteMode(command, PUBLIC_URL)}\n`,
      });
    }
    // what needs this machine's database or AI says what remote mode takes instead
    const selector = await cli.leadgen(['campaigns', 'create', '--name', 'All', '--all'], remote());
    expect(selector).toMatchObject({
      code: EXIT.badInput,
      stderr: `leadgen: ${remoteMessages.selectorNotRemote}\n`,
    });
    const ai = await cli.leadgen(['campaigns', 'edit', listId, '--ai-template', 'coaches'], remote());
    expect(ai).toMatchObject({
      code: EXIT.badInput,
      stderr: `leadgen: ${remoteMessages.aiTemplateNotRemote}\n`,
    });
    // a key does not make keys: the refusal says where they are made
    for (const args of [
      ['keys', 'create', '--name', 'another'],
      ['keys', 'ls'],
    ]) {
      const run = await cli.leadgen(args, remote());
      expect(run, args.join(' ')).toMatchObject({
        code: EXIT.badInput,
        stderr: `leadgen: ${remoteMessages.keysNotInRemoteMode(args.slice(0, 2).join(' '), PUBLIC_URL)}\n`,
      });
    }
    expect(existsSync(join(cli.dir, 'leadgen.db'))).toBe(false);
    expect(existsSync(join(cli.dir, 'backup.db'))).toBe(false);
  });

  it('refuses LEADGEN_SERVER without a key rather than falling back to a local database', async () => {
    const run = await cli.leadgen(['lists', 'ls'], { LEADGEN_SERVER: PUBLIC_URL });
    expect(run).toMatchObject({
      code: EXIT.badInput,
      stderr: `leadgen: ${remoteMessages.serverWithoutKey(PUBLIC_URL)}\n`,
    });
  });
});

describe('webhooks on a server', () => {
  it("queues a test delivery there and waits for the server's worker, a poll a second, for a while", async () => {
    const api = apiClient(
      { url: PUBLIC_URL, apiKey: key },
      { fetch: async (url, init) => t.app.request(url, init) },
    );
    const slept: number[] = [];
    const hooks = remoteWebhooks(api, async (ms) => slept.push(ms));
    const added = await hooks.add({ url: 'https://example.com/hook', events: 'run.completed' });
    // no worker runs in this test: the delivery stays queued, and the wait gives up
    const { webhookId, delivery } = await hooks.test(added.id);
    expect(delivery).toMatchObject({ id: webhookId, type: 'webhook.test', status: 'pending' });
    expect(slept).toEqual(Array.from({ length: 20 }, () => 1000));
    expect(await hooks.remove(added.id)).toBe('https://example.com/hook');
  });
});

describe('the API client', () => {
  it('waits out a 429 for its Retry-After, a few times, then gives up with the server’s message', async () => {
    const slept: number[] = [];
    let calls = 0;
    const limited: Fetch = async (url, init) => {
      calls++;
      if (calls <= 2) return new Response(null, { status: 429, headers: { 'retry-after': '2' } });
      return t.app.request(url, init);
    };
    const sleep = async (ms: number) => {
      slept.push(ms);
    };
    const api = apiClient({ url: PUBLIC_URL, apiKey: key }, { fetch: limited, sleep });
    const { user } = await api.json<{ user: { email: string } }>('GET', '/users/me');
    expect(user.email).toBe('ana@example.com');
    expect(slept).toEqual([2000, 2000]);

    const always: Fetch = async () =>
      Response.json(
        { error: { code: 'RATE_LIMITED', message: 'Too many requests' } },
        { status: 429, headers: { 'retry-after': '1' } },
      );
    slept.length = 0;
    const refused = apiClient({ url: PUBLIC_URL, apiKey: key }, { fetch: always, sleep });
    await expect(refused.json('GET', '/lists')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests',
    });
    expect(slept).toEqual([1000, 1000, 1000]);
  });

  it('sends the key as a bearer token with its User-Agent', async () => {
    let seen: Headers | undefined;
    const api = apiClient(
      { url: PUBLIC_URL, apiKey: key },
      {
        fetch: async (url, init) => {
          seen = new Headers(init.headers);
          return t.app.request(url, init);
        },
      },
    );
    await api.json('GET', '/users/me');
    expect(seen?.get('authorization')).toBe(`Bearer ${key}`);
    expect(seen?.get('user-agent')).toMatch(/^leadgen-cli\/\d+\.\d+\.\d+/);
  });
});
