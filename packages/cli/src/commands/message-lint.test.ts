import { join } from 'node:path';
import { openStore } from '@leadgen/core/store';
import { dataTestCli } from '@leadgen/test-utils/cli';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// Issue 36 from a terminal: {First Nme} refused by `campaigns create|edit|message`, the saves'
// warnings on stderr (and in --json), the linter's lines under `campaigns next`'s message, and
// `campaigns mark … sent` refused while the message holds a placeholder.

let cli: ReturnType<typeof dataTestCli>;
beforeEach(() => {
  cli = dataTestCli();
});
afterEach(() => cli.cleanup());

const PROFILES = [
  { username: 'ana.coach', full_name: 'Ana Coach', followers_count: 5000 },
  { username: 'ben', full_name: 'Ben Stone', followers_count: 120 },
  { username: 'cy', full_name: null, followers_count: 900 },
];
const REFUSED = 'Unknown placeholder {First Nme}; known: {Full Name}, {First Name}, {Username}';

/** A campaign over the three profiles with this template; its id. */
async function campaign(template: string, ...extra: string[]) {
  const { listId } = await cli.seed(PROFILES);
  const made = await cli.run([
    'campaigns',
    'create',
    '--from-list',
    listId,
    '--all',
    '--template',
    template,
    ...extra,
  ]);
  expect(made.code, made.stderr).toBe(0);
  return made;
}

const idOf = (run: { stdout: string }) => (JSON.parse(run.stdout) as { id: string }).id;

describe('saves from the CLI', () => {
  it('refuse {First Nme} on create, edit and message, with the known placeholders', async () => {
    const { listId } = await cli.seed(PROFILES);
    const create = await cli.run([
      'campaigns',
      'create',
      '--from-list',
      listId,
      '--all',
      '--template',
      'Hi {First Nme}',
    ]);
    expect(create).toMatchObject({ code: 2, stderr: expect.stringContaining(REFUSED) });
    const id = idOf(await campaign('Hi {First Name}', '--json'));
    const edit = await cli.run(['campaigns', 'edit', id, '--template', 'Hi {First Nme}']);
    expect(edit).toMatchObject({ code: 2, stderr: expect.stringContaining(REFUSED) });
    const message = await cli.run(['campaigns', 'message', id, '@ben', 'Hi {First Nme}']);
    expect(message).toMatchObject({ code: 2, stderr: expect.stringContaining(REFUSED) });
  });

  it('print the warnings on stderr, and --json carries them', async () => {
    const made = await campaign('Love your work!', '--json');
    const same =
      'warning: 3 leads will get this exact text: Instagram flags identical messages; add {First Name} or write their own\n';
    expect(made.stderr).toBe(same);
    expect(JSON.parse(made.stdout).lint).toEqual({
      errors: [],
      warnings: [{ rule: 'same-for-everyone', message: same.slice('warning: '.length, -1) }],
    });
    const id = idOf(made);
    const edit = await cli.run(['campaigns', 'edit', id, '--template', 'LOVE YOUR WORK, {First Name}!']);
    expect(edit).toMatchObject({
      code: 0,
      stderr: 'warning: Mostly capital letters: it reads as shouting, and as spam\n',
    });
    const message = await cli.run(['campaigns', 'message', id, '@ben', 'See my site shop.com', '--json']);
    expect(message.stderr).toContain('warning: Link shop.com: links in a first message are a spam signal');
    expect(JSON.parse(message.stdout).lint.warnings[0].rule).toBe('link');
  });
});

describe('the send queue from the CLI', () => {
  it("fills a lead's own {First Name}, lists the linter's warnings under the message, and refuses an unfilled mark", async () => {
    const id = idOf(await campaign('Hey {First Name}, love your work!', '--json'));
    expect((await cli.run(['campaigns', 'edit', id, '--status', 'active'])).code).toBe(0);
    expect(
      (await cli.run(['campaigns', 'message', id, '@cy', 'Hey {First Name}, I love your work!'])).code,
    ).toBe(0);
    expect((await cli.run(['campaigns', 'mark', id, 'ana.coach', 'sent'])).code).toBe(0);
    const next = await cli.run(['campaigns', 'next', id]);
    expect(next.stdout).toContain('Hey cy, I love your work!');
    expect(next.stdout).toMatch(/Warning +Almost the same as your message to @ana\.coach at \d\d:\d\d/);

    // a message written past the save checks (the AI's writes, an older release)
    const store = await openStore({ database: { kind: 'sqlite', path: join(cli.dir, 'leadgen.db') } });
    try {
      const userId = (await store.users.findByEmail('ana@example.com'))?.id ?? '';
      const lead = (await store.campaignMembers.profiles(userId, id)).find((p) => p.username === 'cy');
      await store.campaignMessages.saveMessages(userId, id, [
        { id: lead?.id ?? '', message: 'Hey {Frist Name}' },
      ]);
    } finally {
      await store.close();
    }
    const held = await cli.run(['campaigns', 'next', id]);
    expect(held.stdout).toMatch(/Refused +The message still holds \{Frist Name\}/);
    expect(held.stderr).toContain(`Edit it first: leadgen campaigns message ${id} @cy`);
    const mark = await cli.run(['campaigns', 'mark', id, 'cy', 'sent']);
    expect(mark).toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        'Not marked sent: the message to @cy still holds {Frist Name}; edit the message, then send it',
      ),
    });
  });
});
