// Remote mode prints what local mode prints (issue 35): each covered command run in-process
// against the server's test app (its API key) and locally on the same database file gives the
// same output, --json, tables and exit code alike.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testCli } from '@leadgen/test-utils/cli';
import { completedList, openTestApp, PUBLIC_URL } from '@leadgen/test-utils/server';
import { afterAll, beforeAll, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
let dir: string;
let key: string;
let ids: { list: string; job: string; campaign: string; watch: string; webhook: string };
const cli = testCli({ fetch: async (url, init) => t.app.request(url, init) });

// a server, a user and a completed run: more than the default 10 s on a busy machine
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leadgen-parity-'));
  t = await openTestApp({ database: { kind: 'sqlite', path: join(dir, 'server.db') } });
  const ana = await t.signUp('ana@example.com');
  key = await t.createKey(ana, 'write');
  const { listId, jobId } = await completedList(t, ana, { max: 4 });
  const campaign = await t.call(
    'POST',
    '/api/campaigns',
    { fromListId: listId, messageTemplate: 'Hi {First Name}!' },
    ana,
  );
  // active, so it has a send queue
  const campaignId = ((await campaign.json()) as { campaign: { id: string } }).campaign.id;
  expect((await t.call('PATCH', `/api/campaigns/${campaignId}`, { status: 'active' }, ana)).status).toBe(200);
  const watch = await t.call('POST', '/api/watches', { target: 'nasa', type: 'followers', every: '1d' }, ana);
  const webhook = await t.call(
    'POST',
    '/api/webhooks',
    { url: 'https://example.com/hooks/leadgen', events: 'run.completed,lead.replied' },
    ana,
  );
  ids = {
    webhook: ((await webhook.json()) as { webhook: { id: string } }).webhook.id,
    list: listId,
    job: jobId,
    campaign: campaignId,
    watch: ((await watch.json()) as { watch: { id: string } }).watch.id,
  };
}, 60_000);
afterAll(async () => {
  await t.close();
  cli.cleanup();
  rmSync(dir, { recursive: true, force: true });
});

it('gives every covered command the same output, JSON and exit code as on the database itself', async () => {
  const local = { LEADGEN_DB: join(dir, 'server.db'), LEADGEN_USER: 'ana@example.com' };
  const remote = { LEADGEN_SERVER: PUBLIC_URL, LEADGEN_API_KEY: key };
  const commands = [
    ['whoami', '--json'],
    ['lists', 'ls'],
    ['lists', 'ls', '--json'],
    ['lists', 'show', ids.list],
    ['lists', 'show', ids.list, '--json'],
    ['lists', 'export', ids.list],
    ['profiles', 'ls', '--list', ids.list],
    ['profiles', 'ls', '--list', ids.list, '--json', '--min-followers', '1'],
    ['jobs', 'ls'],
    ['jobs', 'ls', '--json', '--limit', '1'],
    ['jobs', 'show', ids.job],
    ['jobs', 'show', ids.job, '--json'],
    ['jobs', 'cancel', ids.job],
    // -q: resuming here starts the demo sandbox, which says so
    ['-q', 'jobs', 'resume', ids.job, '--detach'],
    ['campaigns', 'ls'],
    ['campaigns', 'ls', '--json'],
    ['campaigns', 'export', ids.campaign, '--bom'],
    ['campaigns', 'populate', ids.campaign, '--json'],
    ['campaigns', 'populate', ids.campaign, '--template', 'Hey {Username}'],
    ['campaigns', 'show', ids.campaign],
    ['campaigns', 'show', ids.campaign, '--json', '--limit', '2'],
    ['campaigns', 'show', ids.campaign, '--search', 'zzz-nobody'],
    ['campaigns', 'status', ids.campaign],
    ['campaigns', 'status', ids.campaign, '--json'],
    ['campaigns', 'variants', 'ls', ids.campaign],
    ['campaigns', 'variants', 'ls', ids.campaign, '--json'],
    ['campaigns', 'resume', ids.campaign, '--json', '--if-version', '99'],
    // issue 36: refused alike, naming the known placeholders
    ['campaigns', 'edit', ids.campaign, '--template', 'Hi {First Nme}'],
    ['campaigns', 'next', ids.campaign],
    ['campaigns', 'next', ids.campaign, '--json'],
    ['campaigns', 'mark', ids.campaign, 'nobody.here', 'sent'],
    ['campaigns', 'undo', ids.campaign, 'nobody.here'],
    ['dnc', 'ls'],
    ['dnc', 'ls', '--json', '--limit', '1'],
    ['pace'],
    ['pace', '--json'],
    ['lists', 'populate', ids.list, '--template', 'Hi {First Name}', '--all'],
    ['lists', 'populate', ids.list, '--all', '--json'],
    ['credits', 'packs'],
    ['credits', 'packs', '--json'],
    ['webhooks', 'ls'],
    ['webhooks', 'ls', '--json'],
    ['webhooks', 'deliveries', ids.webhook],
    ['webhooks', 'deliveries', ids.webhook, '--json'],
    ['credits', 'balance'],
    ['credits', 'balance', '--json'],
    ['credits', 'history'],
    ['credits', 'history', '--json'],
    ['watch', 'ls'],
    ['watch', 'ls', '--json'],
    ['lists', 'show', '00000000-0000-4000-8000-000000000000'],
    ['jobs', 'show', '00000000-0000-4000-8000-000000000000'],
  ];
  for (const args of commands) {
    const here = await cli.leadgen(args, local);
    const there = await cli.leadgen(args, remote);
    if (args[0] === 'whoami') {
      // whoami says where the user is: the database here, the server there
      const { chosen_by: _by, database: _db, ...user } = JSON.parse(here.stdout);
      const { chosen_by: _key, server, ...same } = JSON.parse(there.stdout);
      expect(same).toEqual(user);
      expect(server).toBe(PUBLIC_URL);
      continue;
    }
    // a demo server answers the sandbox's avatars from its own origin (the one difference), and
    // a send allowed now says when "now" was
    const avatars = (run: typeof here) => ({
      ...run,
      stdout: run.stdout
        .replace(/"http:\/\/127\.0\.0\.1:\d+\/avatars\//g, '"<origin>/avatars/')
        .replace(/"at": "[^"]+",\n(\s+)"hold": null/g, '"at": "<now>",\n$1"hold": null'),
    });
    expect(avatars(there), args.join(' ')).toEqual(avatars(here));
  }
  // a change and its undoing, here and then there: the same answers
  const nextRun = await cli.leadgen(['campaigns', 'next', ids.campaign, '--json'], local);
  const queue = JSON.parse(nextRun.stdout);
  const lead = queue.next.username as string;
  const csv = join(dir, 'dnc.csv');
  writeFileSync(csv, 'Username\nrival.brand\n@ex_client\nnot a username!\n');
  const pairs = [
    [
      ['campaigns', 'pause', ids.campaign],
      ['campaigns', 'resume', ids.campaign],
    ],
    [
      ['campaigns', 'mark', ids.campaign, lead, 'sent', '--override-pace', '--note', 'hi'],
      ['campaigns', 'undo', ids.campaign, `@${lead}`],
    ],
    [
      ['campaigns', 'message', ids.campaign, `@${lead}`, 'Hello there!'],
      // by id, and blank: cleared (--json would differ only in the version it reached)
      ['campaigns', 'message', ids.campaign, queue.next.profile_id, ''],
    ],
    [
      [
        'campaigns',
        'edit',
        ids.campaign,
        '--send-rate',
        '25',
        '--description',
        'Spring',
        '--template',
        'Yo {Username}',
      ],
      [
        'campaigns',
        'edit',
        ids.campaign,
        '--send-rate',
        '10',
        '--description',
        '',
        '--template',
        'Hi {First Name}!',
      ],
    ],
    [
      // a new name alone is a rename, whichever front end sends it
      ['campaigns', 'edit', ids.campaign, '--name', 'Renamed here'],
      ['campaigns', 'edit', ids.campaign, '--name', 'Spring'],
    ],
    [
      ['dnc', 'add', 'rival.brand', '@ex_client'],
      ['dnc', 'rm', 'rival.brand', 'ex_client'],
    ],
    [
      ['dnc', 'import', csv],
      ['dnc', 'rm', 'rival.brand', 'ex_client'],
    ],
    [
      ['pace', '--daily-cap', '12', '--hours', '09:00-17:30', '--time-zone', 'Europe/Lisbon'],
      ['pace', '--daily-cap', '15', '--hours', ''],
    ],
    [
      ['pace', '--warmup', 'off', '--warmup-start', '8'],
      ['pace', '--warmup', 'on', '--warmup-start', '10'],
    ],
  ];
  for (const [change, undo = []] of pairs) {
    const here = [await cli.leadgen(change ?? [], local), await cli.leadgen(undo, local)];
    const there = [await cli.leadgen(change ?? [], remote), await cli.leadgen(undo, remote)];
    expect(there, change?.join(' ')).toEqual(here);
    expect(here.map((run) => run.code)).toEqual([0, 0]);
  }
  // "Instagram blocked me" and its undo (issue 36), here and there: the same words, the times
  // (24 hours from each run) aside
  const blockRuns = async (env: Record<string, string>) => {
    const runs = [
      await cli.leadgen(['pace', 'blocked', '--note', 'action blocked'], env),
      await cli.leadgen(['pace'], env),
      await cli.leadgen(['pace', 'blocked', '--undo'], env),
    ];
    return runs.map((run) => ({
      ...run,
      stdout: run.stdout
        .replace(/\w{3} \d\d:\d\d|\d\d:\d\d/g, '<time>')
        .replace(/reported \S+/, 'reported <at>'),
    }));
  };
  const blockedHere = await blockRuns(local);
  expect(blockedHere.map((run) => run.code)).toEqual([0, 0, 0]);
  expect(blockedHere[1]?.stdout).toContain('Paused after a block until <time>');
  expect(await blockRuns(remote)).toEqual(blockedHere);
  // a watch added and removed on the server reads as one added and removed here
  const added = await cli.leadgen(['watch', 'add', 'natgeo', '--json'], remote);
  const { id } = JSON.parse(added.stdout) as { id: string };
  expect((await cli.leadgen(['watch', 'ls', '--json'], local)).stdout).toContain(id);
  expect(await cli.leadgen(['watch', 'rm', id, '--yes'], remote)).toMatchObject({ code: 0 });
  expect((await cli.leadgen(['watch', 'ls', '--json'], local)).stdout).not.toContain(id);
  // the AI writes one message again (the demo's writer: the same words for the same profile)
  const personalize = [
    '-q',
    'campaigns',
    'personalize',
    ids.campaign,
    '--profile',
    queue.next.profile_id,
    '--force',
    '--json',
  ];
  const wrote = [await cli.leadgen(personalize, local), await cli.leadgen(personalize, remote)];
  expect(wrote[0]?.code, wrote[0]?.stderr).toBe(0);
  expect(wrote[1]).toEqual(wrote[0]);
  // a campaign made from the list here and there, each deleted from the other side
  const create = [
    'campaigns',
    'create',
    '--from-list',
    ids.list,
    '--all',
    '--name',
    'Twin',
    '--template',
    'Hi!',
  ];
  const made = [await cli.leadgen(create, local), await cli.leadgen(create, remote)];
  const idOf = (run: { stdout: string }) => /[0-9a-f-]{36}/.exec(run.stdout)?.[0] ?? 'none';
  const [mine, theirs] = made.map((run) => ({ ...run, stdout: run.stdout.replace(idOf(run), '<id>') }));
  expect(theirs).toEqual(mine);
  expect(made[0]?.stdout).toMatch(/"Twin" with \d+ profiles\n$/);
  const gone = [
    await cli.leadgen(['campaigns', 'rm', idOf(made[1] ?? { stdout: '' }), '--yes'], local),
    await cli.leadgen(['campaigns', 'rm', idOf(made[0] ?? { stdout: '' }), '--yes'], remote),
  ];
  expect(gone[1]).toEqual(gone[0]);
  expect(gone[0]?.code).toBe(0);
  // a webhook added there is one here, its secret shown once; removed there, it is gone here
  const hook = await cli.leadgen(
    ['webhooks', 'add', 'https://example.com/other', '--events', 'run.completed', '--json'],
    remote,
  );
  const endpoint = JSON.parse(hook.stdout) as { id: string; secret: string };
  expect(endpoint.secret).toMatch(/^whsec_/);
  expect((await cli.leadgen(['webhooks', 'ls', '--json'], local)).stdout).toContain(endpoint.id);
  expect(await cli.leadgen(['webhooks', 'rm', endpoint.id, '--yes'], remote)).toMatchObject({
    code: 0,
    stdout: 'Removed the webhook to https://example.com/other\n',
  });
  expect((await cli.leadgen(['webhooks', 'ls', '--json'], local)).stdout).not.toContain(endpoint.id);
  // a pack bought on a server: its checkout's page (a demo server's own sandbox)
  const bought = await cli.leadgen(['credits', 'buy', '20', '--json'], remote);
  expect(JSON.parse(bought.stdout)).toMatchObject({
    id: expect.any(String),
    url: expect.stringMatching(/^http/),
  });
  // a profile deleted there is gone here, with the same words as one deleted here
  const profiles = JSON.parse(
    (await cli.leadgen(['profiles', 'ls', '--list', ids.list, '--json'], local)).stdout,
  );
  const [first, second] = profiles.map((profile: { id: string }) => profile.id);
  const deleted = [
    await cli.leadgen(['profiles', 'rm', '--list', ids.list, first], local),
    await cli.leadgen(['profiles', 'rm', '--list', ids.list, second], remote),
  ];
  expect(deleted[1]).toEqual(deleted[0]);
  expect(deleted[0]?.stdout).toBe('Deleted 1 profile(s)\n');
  const left = (await cli.leadgen(['profiles', 'ls', '--list', ids.list, '--json'], local)).stdout;
  expect(left).not.toContain(second);
  // remote mode made no database of its own
  expect(existsSync(join(cli.dir, 'leadgen.db'))).toBe(false);
});
