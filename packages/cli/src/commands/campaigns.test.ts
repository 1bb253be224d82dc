import { dataTestCli } from '@leadgen/test-utils/cli';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let cli: ReturnType<typeof dataTestCli>;
beforeEach(() => {
  cli = dataTestCli();
});
afterEach(() => cli.cleanup());

const PROFILES = [
  {
    username: 'ana.coach',
    full_name: 'Ana Coach',
    followers_count: 5000,
    is_verified: true,
    biography: 'Life coach',
  },
  { username: 'ben', full_name: 'Ben Stone', followers_count: 120, biography: '=1+1' },
  { username: 'cy', full_name: null, followers_count: 900, biography: 'Coach and chef' },
];

const created = async (args: string[]) => {
  const result = await cli.run(['campaigns', 'create', ...args, '--json']);
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as { id: string; profile_count: number; [key: string]: unknown };
};

describe('leadgen campaigns', () => {
  it('creates from a list, shows, populates and exports', async () => {
    const { listId } = await cli.seed(PROFILES);
    const campaign = await created(['--from-list', listId, '--all', '--template', 'Hi {First Name}!']);
    expect(campaign).toMatchObject({
      status: 'draft',
      profile_count: 3,
      message_template: 'Hi {First Name}!',
      search_list_id: listId,
      search_list: { id: listId },
      send_rate_limit: 10,
    });
    expect((await cli.run(['campaigns', 'ls'])).stdout).toMatch(/ID\s+NAME\s+STATUS\s+PROFILES/);
    const populate = await cli.run(['campaigns', 'populate', campaign.id]);
    expect(populate).toMatchObject({ code: 0, stdout: 'Messages populated for 3 profiles\n' });
    const shown = JSON.parse((await cli.run(['campaigns', 'show', campaign.id, '--json'])).stdout);
    expect(shown).toMatchObject({
      total_profiles: 3,
      profile_count: 3,
      messages_sent: 0,
      responses_received: 0,
    });
    expect(shown.profiles.map((p: { message: string }) => p.message)).toEqual([
      'Hi Ana!',
      'Hi cy!',
      'Hi Ben!',
    ]);
    const other = await cli.run([
      'campaigns',
      'populate',
      campaign.id,
      '--template',
      'Yo {Username}',
      '--json',
    ]);
    expect(JSON.parse(other.stdout)).toEqual({ count: 3 });
    const message = await cli.run(['campaigns', 'message', campaign.id, '@ben', '  Custom  ']);
    expect(message.stdout).toBe('Message saved for @ben\n');
    const status = JSON.parse((await cli.run(['campaigns', 'status', campaign.id, '--json'])).stdout);
    expect(status).toMatchObject({ status: 'draft', profile_count: 3, messages_written: 3 });
    const csv = (await cli.run(['campaigns', 'export', campaign.id])).stdout;
    expect(csv).toContain('"Message"');
    expect(csv).toContain(`"'=1+1"`);
    expect(csv).toContain('"Custom"');
    expect((await cli.run(['campaigns', 'show', campaign.id])).stdout).toContain('@ana.coach');
  });

  it('names its list, and says when the list was deleted since', async () => {
    const { listId } = await cli.seed([{ username: 'ana.coach', followers_count: 10 }]);
    const campaign = await created(['--from-list', listId, '--all', '--template', 'Hi {Username}!']);
    const listLine = async () =>
      (await cli.run(['campaigns', 'show', campaign.id])).stdout
        .split('\n')
        .find((line) => line.startsWith('List'));
    expect(await listLine()).not.toMatch(/\(deleted\)|several/);
    expect((await cli.run(['lists', 'rm', listId, '--yes'])).code).toBe(0);
    expect(await listLine()).toMatch(/^List\s+\(deleted\)$/);
  });

  it('shows a large campaign a page at a time, saying how to see the rest', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ username: `fan${i}`, followers_count: 1000 - i }));
    const { listId } = await cli.seed(many);
    const campaign = await created(['--from-list', listId, '--all', '--template', 'Hi {Username}!']);
    const shown = await cli.run(['campaigns', 'show', campaign.id]);
    expect(shown.stdout.match(/@fan\d+/g)).toHaveLength(50);
    expect(shown.stdout).toMatch(/Profiles\s+120 of 120/);
    const cursor = /Showing 50 of 120 profiles; the next page: --cursor (\S+)/.exec(shown.stderr)?.[1] ?? '';
    const next = JSON.parse(
      (await cli.run(['campaigns', 'show', campaign.id, '--cursor', cursor, '--json'])).stdout,
    );
    expect(next.profiles[0].username).toBe('fan50');
    const all = JSON.parse((await cli.run(['campaigns', 'show', campaign.id, '--all', '--json'])).stdout);
    expect(all.profiles).toHaveLength(120);
    expect(all).toMatchObject({ profile_count: 120, messages_written: 0 });
    const searched = JSON.parse(
      (await cli.run(['campaigns', 'show', campaign.id, '--search', 'fan11', '--json'])).stdout,
    );
    expect(searched.profiles.map((p: { username: string }) => p.username)).toEqual([
      'fan11',
      'fan110',
      'fan111',
      'fan112',
      'fan113',
      'fan114',
      'fan115',
      'fan116',
      'fan117',
      'fan118',
      'fan119',
    ]);
  });

  it('creates from selector flags', async () => {
    const { listId } = await cli.seed(PROFILES);
    const coaches = await created([
      '--name',
      'Coaches',
      '--include-keyword',
      'COACH',
      '--min-followers',
      '500',
    ]);
    expect(coaches).toMatchObject({ name: 'Coaches', profile_count: 2 });
    expect(coaches.filters).toMatchObject({ includeKeywords: ['coach'], minFollowers: 500 });
    const verified = await created(['--name', 'V', '--verified', '--list', listId]);
    expect(verified.profile_count).toBe(1);
    const fresh = await created(['--name', 'Fresh', '--exclude-contacted', '--search', 'ben']);
    expect(fresh.profile_count).toBe(1);
    const none = await cli.run([
      'campaigns',
      'create',
      '--name',
      'None',
      '--exclude-keyword',
      'a',
      '--exclude-keyword',
      'e',
    ]);
    expect(none.code).toBe(2);
    expect((await cli.run(['campaigns', 'create', '--include-keyword', 'coach'])).stderr).toBe(
      'leadgen: Please enter a campaign name\n',
    );
    expect((await cli.run(['campaigns', 'create', '--name', 'X', '--min-followers', '-1'])).code).toBe(2);
    expect((await cli.run(['campaigns', 'create', '--from-list', 'nope', '--all'])).code).toBe(3);
  });

  it('takes from a list only what the command says: --all, the profiles ls filters, or --profile ids', async () => {
    const { listId, ids } = await cli.seed(PROFILES);
    const unsaid = await cli.run(['campaigns', 'create', '--from-list', listId, '--name', 'Coaches']);
    expect(unsaid).toMatchObject({ code: 2, stdout: '' });
    expect(unsaid.stderr).toContain('--all, the filters of `leadgen profiles ls`');
    expect(JSON.parse((await cli.run(['campaigns', 'ls', '--json'])).stdout)).toEqual([]);
    // the README's flow: filter with profiles ls, then create with the same flags
    const filters = ['--bio-contains', 'coach', '--min-followers', '1000'];
    const shown = await cli.run(['profiles', 'ls', '--list', listId, ...filters, '--json']);
    expect(JSON.parse(shown.stdout)).toHaveLength(1);
    expect(await created(['--from-list', listId, ...filters, '--name', 'Coaches'])).toMatchObject({
      profile_count: 1,
    });
    expect(
      await created(['--from-list', listId, '--profile', ids.ben ?? '', '--profile', ids.cy ?? '']),
    ).toMatchObject({
      profile_count: 2,
    });
    const both = await cli.run([
      'campaigns',
      'create',
      '--from-list',
      listId,
      '--all',
      '--bio-contains',
      'x',
    ]);
    expect(both.code).toBe(2);
    const noList = await cli.run(['campaigns', 'create', '--name', 'X', '--bio-contains', 'coach']);
    expect(noList).toMatchObject({ code: 2, stderr: expect.stringContaining('give --from-list <id>') });
  });

  it('refuses a campaign that names no profiles or a misspelt placeholder, creating nothing', async () => {
    await cli.seed(PROFILES);
    const none = await cli.run(['campaigns', 'create', '--name', 'Everyone']);
    expect(none).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Say which profiles the campaign takes'),
    });
    const typo = await cli.run([
      'campaigns',
      'create',
      '--name',
      'X',
      '--all',
      '--template',
      'Hi {First Nme}',
    ]);
    expect(typo).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown placeholder {First Nme}; known: {Full Name}'),
    });
    expect((await cli.run(['campaigns', 'ls', '--json'])).stdout.trim()).toBe('[]');
    const everyone = await cli.run(['campaigns', 'create', '--name', 'Everyone', '--all']);
    expect(everyone).toMatchObject({ code: 0, stdout: expect.stringContaining('with 3 profiles') });
  });

  it('edits only over the version given with --if-version, else exits 7 saying the version now', async () => {
    const { listId } = await cli.seed(PROFILES);
    const campaign = await created(['--from-list', listId, '--all']);
    const version = campaign.version as number;
    const renamed = await cli.run([
      'campaigns',
      'edit',
      campaign.id,
      '--name',
      'Mine',
      '--if-version',
      String(version),
      '--json',
    ]);
    expect(renamed.code).toBe(0);
    const now = JSON.parse(renamed.stdout) as { name: string; version: number };
    expect(now).toMatchObject({ name: 'Mine', version: version + 1 });
    // another script still holds the old version: refused, nothing changed
    const stale = await cli.run([
      'campaigns',
      'edit',
      campaign.id,
      '--name',
      'Theirs',
      '--if-version',
      String(version),
    ]);
    expect(stale.code).toBe(7);
    expect(stale.stderr).toContain(
      `This campaign was changed in another tab or window since you opened it. Reload to see the changes, or overwrite them with yours. (now at version ${now.version}: --if-version ${now.version} overwrites)`,
    );
    const shown = JSON.parse((await cli.run(['campaigns', 'show', campaign.id, '--json'])).stdout);
    expect(shown.name).toBe('Mine');
    const [lead] = shown.profiles as { id: string; message_version: number }[];
    if (!lead) throw new Error('expected a profile');
    const message = (version: number) =>
      cli.run([
        'campaigns',
        'message',
        campaign.id,
        lead.id,
        'Hi',
        '--if-version',
        String(version),
        '--json',
      ]);
    const saved = await message(lead.message_version);
    expect(JSON.parse(saved.stdout)).toMatchObject({ message_version: lead.message_version + 1 });
    expect((await message(lead.message_version)).code).toBe(7);
    expect((await cli.run(['lists', 'rename', listId, 'Other', '--if-version', 'x'])).code).toBe(2);
  });

  it('pauses and resumes only active <-> paused; edits and deletes', async () => {
    const { listId } = await cli.seed(PROFILES);
    const { id } = await created(['--from-list', listId, '--all']);
    const draftPause = await cli.run(['campaigns', 'pause', id]);
    expect(draftPause).toMatchObject({
      code: 2,
      stderr: 'leadgen: Cannot change a campaign from draft to paused\n',
    });
    const edit = await cli.run([
      'campaigns',
      'edit',
      id,
      '--status',
      'active',
      '--send-rate',
      '500',
      '--json',
    ]);
    expect(JSON.parse(edit.stdout)).toMatchObject({ status: 'active', send_rate_limit: 10 });
    expect((await cli.run(['campaigns', 'pause', id])).stdout).toBe('Campaign paused successfully\n');
    expect((await cli.run(['campaigns', 'pause', id])).code).toBe(2);
    expect(JSON.parse((await cli.run(['campaigns', 'resume', id, '--json'])).stdout).status).toBe('active');
    expect((await cli.run(['campaigns', 'edit', id, '--name', ' '])).code).toBe(2);
    expect((await cli.run(['campaigns', 'edit', id, '--status', 'done'])).code).toBe(2);
    expect((await cli.run(['campaigns', 'populate', id])).stderr).toBe(
      'leadgen: Please enter a message template first\n',
    );
    expect((await cli.run(['campaigns', 'delete', id, '-y'])).stdout).toBe('Campaign deleted successfully\n');
    for (const verb of ['show', 'rm', 'pause', 'export', 'status']) {
      const missing = await cli.run(['campaigns', verb, id]);
      expect(missing).toMatchObject({ code: 3, stderr: 'leadgen: Campaign not found or access denied\n' });
    }
  });

  it('writes templates and messages with the AI (demo sandbox)', async () => {
    const { listId } = await cli.seed(PROFILES);
    const result = await cli.run([
      'campaigns',
      'create',
      '--from-list',
      listId,
      '--all',
      '--ai-template',
      'coaches',
      '--json',
    ]);
    expect(result.code).toBe(0);
    const campaign = JSON.parse(result.stdout);
    expect(campaign.message_template).toEqual(expect.any(String));
    expect(campaign.message_template.length).toBeGreaterThan(0);
    const personalized = await cli.run(['campaigns', 'personalize', campaign.id, '--json', '--quiet']);
    expect(personalized.code).toBe(0);
    const body = JSON.parse(personalized.stdout);
    expect(body.ok).toHaveLength(3);
    expect(body.failed).toEqual([]);
    const again = await cli.run(['campaigns', 'personalize', campaign.id, '--quiet']);
    expect(again).toMatchObject({ code: 2, stderr: 'leadgen: No profiles to personalize\n' });
  });

  // 26 profiles are 6 groups of 5 with the 1 s pause between groups: about 5 s.
  it('personalizes past 25 profiles as a job (only queued with --detach)', { timeout: 20_000 }, async () => {
    const many = Array.from({ length: 26 }, (_, i) => ({ username: `user${i}`, full_name: `User ${i}` }));
    const { listId } = await cli.seed(many);
    const campaign = await created(['--from-list', listId, '--all', '--template', 'Hi {First Name}!']);
    const ran = await cli.run(['campaigns', 'personalize', campaign.id, '--json', '--quiet']);
    expect(ran.code).toBe(0);
    expect(JSON.parse(ran.stdout).ok).toHaveLength(26);
    const detached = await cli.run(['campaigns', 'personalize', campaign.id, '--force', '--detach']);
    expect(detached.code).toBe(0);
    const queued = detached.stdout.match(/^Queued job (\S+): run it with `leadgen jobs run --until-idle`/);
    const jobs = JSON.parse((await cli.run(['jobs', 'ls', '--json'])).stdout);
    expect(
      jobs.map((job: { id: string; kind: string; status: string }) => [job.id, job.kind, job.status]),
    ).toEqual([
      [queued?.[1], 'personalize', 'queued'],
      [expect.any(String), 'personalize', 'completed'],
    ]);
  });
});
