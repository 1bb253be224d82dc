import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { textWidth } from '@leadgen/core/domain';
import { openStore } from '@leadgen/core/store';
import { dataTestCli } from '@leadgen/test-utils/cli';
import { discoverPayload } from '@leadgen/test-utils/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// Issue 32: tables fit the terminal and pipe cleanly; every command takes the start of an id.

let cli: ReturnType<typeof dataTestCli>;
beforeEach(() => {
  cli = dataTestCli();
});
afterEach(() => cli.cleanup());

const ANA = { LEADGEN_USER: 'ana@example.com' };
const TARGETS = ['natgeo', 'nasa', 'bbcearth', 'discoverychannel', 'lonelyplanet'];
const BIO =
  'Wildlife photographer 🦁🐘 | Kenya & Tanzania\nWorkshops every spring\tDM for prints ✉️ ' +
  '| Canon ambassador | 東京でも撮影 | links below 👇 | photography, travel, conservation';
const PROFILES = [
  {
    username: 'amara.wild_photography',
    full_name: 'Amara Njoroge 🌍 Wildlife & Conservation',
    followers_count: 182345,
    posts_count: 1204,
    biography: BIO,
  },
  {
    username: 'kenji.tokyo',
    full_name: '佐藤健二 Kenji Sato',
    followers_count: 5400,
    biography: BIO.slice(50),
  },
  { username: 'lu', full_name: 'Lu', followers_count: 12, biography: null },
];

// Lists made a few minutes apart: their ids differ in the first 8 characters (uuid v7).
const FIRST = '019ac4f2-8b1e-7c3d-9a2b-4c5d6e7f8091';
const SECOND = '019ac4f9-1a2b-7e3d-8f4a-5b6c7d8e9f01';
const JOB = '019ac500-77aa-7bbb-8ccc-ddddeeeeffff';

/** Two lists of Ana's, one with five targets, one with an emoji and CJK name, and a job of each. */
async function seedLists() {
  const first = await cli.seed(PROFILES, {
    listId: FIRST,
    targets: TARGETS,
    name: `${TARGETS.join(', ')} - followers - Nov 26`,
  });
  await cli.seed(PROFILES.slice(0, 2), {
    listId: SECOND,
    name: '🌍📸 Travel photographers 東京 and friends - followings - Nov 26',
  });
  const planned = [JOB];
  const store = await openStore({
    database: { kind: 'sqlite', path: join(cli.dir, 'leadgen.db') },
    newId: () => planned.shift() ?? crypto.randomUUID(),
  });
  try {
    await store.jobs.enqueue(first.userId, 'discover', {
      ...discoverPayload({ targets: TARGETS }),
      listId: FIRST,
    });
    await store.jobs.enqueue(first.userId, 'discover', {
      ...discoverPayload({ targets: ['natgeo'] }),
      listId: SECOND,
    });
  } finally {
    await store.close();
  }
  return first;
}

/** A campaign of every profile of the first list; returns its id as `campaigns create` printed it. */
async function seedCampaign(): Promise<string> {
  const created = await cli.run(
    [
      'campaigns',
      'create',
      '--from-list',
      FIRST.slice(0, 8),
      '--all',
      '--name',
      'Wildlife photographers 🦁 spring',
    ],
    ANA,
  );
  expect(created).toMatchObject({ code: 0, stderr: '' });
  return /\b([0-9a-f]{8}-[0-9a-f-]{27})\b/.exec(created.stdout)?.[1] ?? '';
}

/** The widest line in terminal cells (colours take none). */
const widest = (text: string) =>
  Math.max(
    ...stripVTControlCharacters(text)
      .split('\n')
      .map((line) => textWidth(line)),
  );

describe('tables', () => {
  it('fit a terminal of 80 or 120 columns, every command, ids shortened', async () => {
    await seedLists();
    const campaign = await seedCampaign();
    await cli.run(['campaigns', 'populate', campaign.slice(0, 8), '--template', BIO], ANA);
    await cli.run(['campaigns', 'edit', campaign.slice(0, 8), '--status', 'active'], ANA);
    const commands = [
      ['lists', 'ls'],
      ['lists', 'show', FIRST],
      ['jobs', 'ls'],
      ['campaigns', 'ls'],
      ['campaigns', 'show', campaign],
      ['campaigns', 'next', campaign],
      ['profiles', 'ls', '--list', FIRST],
      ['credits', 'history'],
      ['credits', 'packs'],
    ];
    for (const columns of [80, 120]) {
      for (const args of commands) {
        const run = await cli.run(args, ANA, { tty: true, columns });
        expect(run.code, args.join(' ')).toBe(0);
        expect(widest(run.stdout), `${args.join(' ')} at ${columns}`).toBeLessThanOrEqual(columns);
      }
      const lists = stripVTControlCharacters(
        (await cli.run(['lists', 'ls'], ANA, { tty: true, columns })).stdout,
      ).split('\n');
      expect(lists[0]).toMatch(/^ID {8}NAME/);
      expect(lists[1]).toMatch(/^019ac4f9 {2}🌍📸 Travel/);
      expect(lists[2]).toMatch(/^019ac4f2 {2}natgeo, nasa, /);
      const jobs = stripVTControlCharacters(
        (await cli.run(['jobs', 'ls'], ANA, { tty: true, columns })).stdout,
      );
      expect(jobs).toMatch(/\n019ac500 {2}discover .* 019ac4f2 /);
    }
  });

  it('pipe as tab-separated rows: whole ids, nothing cut or padded, one line a row', async () => {
    await seedLists();
    const lists = await cli.run(['lists', 'ls'], ANA, { tty: false, columns: 80 });
    const rows = lists.stdout.trimEnd().split('\n');
    expect(rows.map((row) => row.split('\t').slice(0, 3))).toEqual([
      [SECOND, '🌍📸 Travel photographers 東京 and friends', 'completed'],
      [FIRST, TARGETS.join(', '), 'completed'],
    ]);
    expect(rows.every((row) => row.split('\t').length === 6 && !/ {2}/.test(row))).toBe(true);
    const profiles = await cli.run(['profiles', 'ls', '--list', FIRST], ANA, { tty: false });
    const [amara] = profiles.stdout.split('\n');
    const cells = amara?.split('\t') ?? [];
    expect(cells[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/);
    expect(cells.slice(1)).toEqual([
      '@amara.wild_photography',
      'Amara Njoroge 🌍 Wildlife & Conservation',
      '182345',
      '1204',
      BIO.replace(/[\n\t]/g, ' '),
    ]);
    expect(profiles.stdout.trimEnd().split('\n')).toHaveLength(3);
    // facts too: a key and its value a line
    const shown = await cli.run(['lists', 'show', FIRST], ANA, { tty: false });
    expect(shown.stdout).toContain(`ID\t${FIRST}\n`);
    expect(shown.stdout).toContain(`Targets\t${TARGETS.join(', ')}\n`);
  });
});

describe('an id prefix', () => {
  it('of 8 characters names a list, a campaign, a job and a profile, to read or to change', async () => {
    const { ids } = await seedLists();
    const list = await cli.run(['lists', 'show', '019ac4f2'], ANA);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`^ID +${FIRST}\n`));
    const campaign = await seedCampaign();
    expect(campaign).toMatch(/^[0-9a-f]{8}-/);
    const shown = await cli.run(['campaigns', 'show', campaign.slice(0, 8)], ANA);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('Wildlife photographers 🦁 spring');
    const job = await cli.run(['jobs', 'show', JOB.slice(0, 8)], ANA);
    expect(job.stdout).toMatch(new RegExp(`^ID +${JOB}\n`));
    expect((await cli.run(['jobs', 'cancel', JOB.slice(0, 8)], ANA)).stdout).toBe(`Canceled job ${JOB}\n`);
    const renamed = await cli.run(['lists', 'rename', '019AC4F9', 'Tokyo'], ANA);
    expect(renamed).toMatchObject({
      code: 0,
      stdout: 'List renamed successfully: Tokyo - followings - Nov 26\n',
    });
    // a profile by the start of its id within its list (rows of one run share their first 13)
    const lu = ids.lu ?? '';
    const removed = await cli.run(['profiles', 'rm', '--list', '019ac4f2', lu.slice(0, 8)], ANA);
    expect(removed).toMatchObject({ code: 0, stdout: 'Deleted 1 profile(s)\n' });
  });

  it('that several rows start with is refused, naming them; more characters take one', async () => {
    await seedLists();
    const twin = '019ac4f9-1a2b-7e3d-8f4a-000000000003';
    await cli.seed(PROFILES.slice(2), { listId: twin, name: 'twin' });
    const refused = await cli.run(['lists', 'show', '019ac4f9'], ANA);
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toContain(
      `"019ac4f9" is the start of more than one of your lists (${twin}, ${SECOND}): give more characters of the id`,
    );
    expect((await cli.run(['lists', 'rm', '019ac4f9', '--yes'], ANA)).code).toBe(2);
    const one = await cli.run(['lists', 'show', '019ac4f9-1a2b-7e3d-8f4a-0'], ANA);
    expect(one.stdout).toContain('twin');
  });

  it("of another user's row is not found, and changes nothing", async () => {
    await seedLists();
    const bobs = '019ac600-0000-7000-8000-000000000001';
    await cli.seed(PROFILES, { email: 'bob@example.com', listId: bobs, name: 'bob - followers - Nov 26' });
    const shown = await cli.run(['lists', 'show', bobs.slice(0, 8)], ANA);
    expect(shown).toMatchObject({ code: 3, stdout: '' });
    expect(shown.stderr).toContain('List not found');
    expect((await cli.run(['lists', 'rm', bobs.slice(0, 8), '--yes'], ANA)).code).toBe(3);
    expect((await cli.run(['lists', 'show', bobs], ANA)).code).toBe(3);
    const kept = await cli.run(['lists', 'show', bobs.slice(0, 8)], { LEADGEN_USER: 'bob@example.com' });
    expect(kept).toMatchObject({ code: 0 });
    expect(kept.stdout).toContain(bobs);
  });
});
