import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from '@leadgen/core';
import { emptySelectorFilter } from '@leadgen/core/domain';
import { openStore } from '@leadgen/core/store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from './program.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'leadgen-cli-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the program in-process against a temp database, capturing what it prints. */
async function leadgen(
  args: string[],
  env: Record<string, string> = {},
  input: { stdin?: string; answers?: string[]; tty?: boolean } = {},
) {
  let stdout = '';
  let stderr = '';
  const answers = input.answers ? [...input.answers] : null;
  const asked: string[] = [];
  const code = await runCli(args, {
    env: { LEADGEN_DB: join(dir, 'leadgen.db'), LEADGEN_CONFIG_DIR: join(dir, 'config'), ...env },
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    readStdin: async () => input.stdin ?? '',
    ...(input.tty !== undefined ? { isTTY: { stdout: input.tty, stderr: input.tty } } : {}),
    ...(answers
      ? {
          prompt: async (question: string, options?: { hidden?: boolean }) => {
            asked.push(`${question}${options?.hidden ? ' (hidden)' : ''}`);
            return answers.shift() ?? '';
          },
        }
      : {}),
  });
  return { code, stdout, stderr, asked };
}

const init = (email = 'ana@example.com') =>
  leadgen(['init', '--email', email, '--first-name', 'Ana', '--last-name', 'Perez']);

describe('leadgen', () => {
  it('documents its exit codes in --help', async () => {
    const help = await leadgen(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('4    insufficient credits');
    expect(help.stdout).toContain('init');
  });

  it('gives every command and subcommand an example in its --help', async () => {
    // Every command the help lists, found by walking the help itself, one level at a time.
    const subcommands = (text: string) =>
      text.includes('Commands:')
        ? (text
            .slice(text.indexOf('Commands:'))
            .split('\n\n')[0]
            ?.split('\n')
            .flatMap((line) => /^ {2}([a-z]+)/.exec(line)?.[1] ?? [])
            .filter((name) => name !== 'help') ?? [])
        : [];
    let level = subcommands((await leadgen(['--help'])).stdout).map((name) => [name]);
    let checked = 0;
    while (level.length > 0) {
      const next: string[][] = [];
      for (const path of level) {
        const help = await leadgen([...path, '--help']);
        expect(help.code, path.join(' ')).toBe(0);
        expect(help.stdout, path.join(' ')).toMatch(/\nExamples?:\n {2}.*leadgen /);
        checked += 1;
        next.push(...subcommands(help.stdout).map((name) => [...path, name]));
      }
      level = next;
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('answers a mistyped flag in two lines, not the whole help', async () => {
    const result = await leadgen(['lists', 'ls', '--bogus']);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([
      "leadgen: unknown option '--bogus'",
      '(add --help to see the options)',
    ]);
  });

  it('creates a user with the signup credits and shows it', async () => {
    const created = await init();
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created ana@example.com with $0.500 of credits');
    const me = await leadgen(['whoami']);
    // who, and how chosen; which database; which runtime
    expect(me.stdout).toBe(
      'Ana Perez <ana@example.com>  $0.500  Free\n' +
        'chosen by  remembered for this database (`leadgen login` changes it)\n' +
        `database   ${join(dir, 'leadgen.db')}\n` +
        `runtime    Node.js ${process.versions.node}\n`,
    );
    const asJson = JSON.parse((await leadgen(['whoami', '--json'])).stdout) as Record<string, unknown>;
    expect(asJson).toMatchObject({
      email: 'ana@example.com',
      first_name: 'Ana',
      last_name: 'Perez',
      credits: 0.5,
      plan: 'free',
      chosen_by: 'remembered',
      database: join(dir, 'leadgen.db'),
      node_version: process.versions.node,
    });
    const fromEnv = await leadgen(['whoami', '--json'], { LEADGEN_USER: 'ana@example.com' });
    expect(JSON.parse(fromEnv.stdout)).toMatchObject({ chosen_by: 'LEADGEN_USER' });
    await leadgen(['logout']);
    expect(JSON.parse((await leadgen(['whoami', '--json'])).stdout)).toMatchObject({
      chosen_by: 'only_user',
    });
  });

  it('lists lists as a table or JSON', async () => {
    await init();
    expect(await leadgen(['lists', 'ls'])).toMatchObject({
      stdout: '',
      stderr: expect.stringContaining('No lists yet'),
    });
    expect(JSON.parse((await leadgen(['lists', 'ls', '--json'])).stdout)).toEqual([]);
  });

  it('maps errors to exit codes with one line on stderr', async () => {
    const bad = await leadgen(['init', '--email', 'nope', '--first-name', 'A', '--last-name', 'B']);
    expect(bad).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'leadgen: Please enter a valid email address\n',
    });
    const nobody = await leadgen(['whoami']);
    expect(nobody).toMatchObject({
      code: 3,
      stderr: `leadgen: No user yet in ${join(dir, 'leadgen.db')}: run \`leadgen init\` first\n`,
    });
    await init();
    await init('ben@example.com');
    await leadgen(['logout']);
    expect((await leadgen(['whoami'])).code).toBe(2);
    expect((await leadgen(['whoami'], { LEADGEN_USER: 'ben@example.com' })).stdout).toContain(
      'ben@example.com',
    );
    expect((await leadgen(['whoami'], { LEADGEN_USER: 'zed@example.com' })).code).toBe(3);
    expect((await leadgen(['no-such-command'])).code).toBe(2);
  });

  it('stores settings in the config file, masks secrets, and lets login choose the user', async () => {
    expect((await leadgen(['config', 'set', 'apify_token', 'apify_api_secretvalue1234'])).code).toBe(0);
    expect((await leadgen(['config', 'get', 'APIFY_TOKEN'])).stdout).toBe('apify_api_secretvalue1234\n');
    // one provider key and not the others: only an explicit demo mode runs (DESIGN.md §4 "Mode")
    const partial = await leadgen(['whoami']);
    expect(partial).toMatchObject({ code: 2 });
    expect(partial.stderr).toMatch(
      /^leadgen: APIFY_TOKEN is set, so Leadgen runs against the real services and needs GEMINI_API_KEY, /,
    );
    expect((await leadgen(['config', 'set', 'LEADGEN_MODE', 'demo'])).code).toBe(0);
    const listed = await leadgen(['config', 'list', '--json']);
    expect(JSON.parse(listed.stdout)).toEqual([
      { key: 'APIFY_TOKEN', value: '…1234' },
      { key: 'LEADGEN_MODE', value: 'demo' },
    ]);
    expect((await leadgen(['config', 'set', 'NOPE', 'x'])).code).toBe(2);
    await init();
    await init('ben@example.com');
    expect((await leadgen(['login', 'ben@example.com'])).stdout).toBe(
      `Acting as ben@example.com in ${join(dir, 'leadgen.db')}\n`,
    );
    expect((await leadgen(['whoami'])).stdout).toContain('ben@example.com');
    await leadgen(['logout']);
    expect((await leadgen(['whoami'])).code).toBe(2);
    expect((await leadgen(['config', 'unset', 'APIFY_TOKEN'])).code).toBe(0);
    expect((await leadgen(['config', 'unset', 'LEADGEN_MODE'])).code).toBe(0);
    expect((await leadgen(['config', 'list'])).stdout).toBe('No settings stored.\n');
  });

  it('refuses to start the TUI when its output is not a terminal', async () => {
    const tui = await leadgen(['tui'], {}, { tty: false });
    expect(tui).toMatchObject({
      code: 2,
      stderr: 'leadgen: leadgen tui needs an interactive terminal, without redirection\n',
    });
  });

  it('shows the stack only with LEADGEN_DEBUG', async () => {
    const quiet = await leadgen(['whoami']);
    expect(quiet.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    const loud = await leadgen(['whoami'], { LEADGEN_DEBUG: '1' });
    expect(loud.stderr).toContain('at ');
  });

  it('colours errors and statuses only when allowed: NO_COLOR and --no-color win over FORCE_COLOR', async () => {
    const ESC = '\u001b[';
    expect((await leadgen(['whoami'])).stderr).not.toContain(ESC);
    expect((await leadgen(['whoami'], { FORCE_COLOR: '1' })).stderr).toContain(`${ESC}31mleadgen:`);
    expect((await leadgen(['whoami'], { FORCE_COLOR: '1', NO_COLOR: '1' })).stderr).not.toContain(ESC);
    expect((await leadgen(['--no-color', 'whoami'], { FORCE_COLOR: '1' })).stderr).not.toContain(ESC);
    expect((await leadgen(['whoami', '--no-color'], { FORCE_COLOR: '1' })).stderr).not.toContain(ESC);
    await init();
    const jobs = await leadgen(['discover', '--target', 'natgeo', '--detach', '--session-id', 'x']);
    expect(jobs.code).toBe(0);
    const table = (await leadgen(['jobs', 'ls'], { FORCE_COLOR: '1' })).stdout;
    expect(table).toContain(`${ESC}1mID`);
    expect(table).toContain(`${ESC}33mqueued${ESC}39m`);
  });

  it('prints only results with --quiet, before or after the command', async () => {
    await init();
    const loud = await leadgen(['discover', '--target', 'natgeo', '--detach', '--session-id', 'x']);
    expect(loud.stderr).toContain('Estimate: 100 profiles: $0.800');
    for (const args of [
      ['-q', 'discover', '--target', 'natgeo', '--detach', '--session-id', 'x'],
      ['discover', '--target', 'natgeo', '--detach', '--session-id', 'x', '--quiet'],
    ]) {
      const quiet = await leadgen(args);
      expect(quiet).toMatchObject({ code: 0, stderr: '' });
      expect(quiet.stdout).toMatch(/^Queued job \S+/);
    }
  });

  it('creates a user who can sign in to the web app with --password-stdin', async () => {
    const flags = ['init', '--email', 'Ana@Example.com', '--first-name', 'Ana', '--last-name', 'Perez'];
    const short = await leadgen([...flags, '--password-stdin'], {}, { stdin: 'abc\n' });
    expect(short).toMatchObject({
      code: 2,
      stderr: 'leadgen: Password must be at least 6 characters long\n',
    });
    const created = await leadgen(
      [...flags, '--password-stdin', '--json'],
      {},
      { stdin: 's3cret-pw\nignored\n' },
    );
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ email: 'ana@example.com', credits: 0.5 });
    const store = await openStore({ database: { kind: 'sqlite', path: join(dir, 'leadgen.db') } });
    try {
      const { user } = await signIn({ store }, 'ana@example.com', 's3cret-pw');
      expect(user.email).toBe('ana@example.com');
    } finally {
      await store.close();
    }
  });

  it('asks for what is missing on a terminal, the password twice and hidden', async () => {
    const mismatch = await leadgen(
      ['init'],
      {},
      { answers: ['ana@example.com', 'Ana', 'Perez', 'secret1', 'secret2'] },
    );
    expect(mismatch).toMatchObject({ code: 2, stderr: 'leadgen: Passwords do not match\n' });
    const made = await leadgen(
      ['init', '--email', 'ana@example.com'],
      {},
      { answers: ['Ana', 'Perez', 'secret1', 'secret1'] },
    );
    expect(made.code).toBe(0);
    expect(made.asked).toEqual([
      'First name: ',
      'Last name: ',
      'Password for the web app (blank for none):  (hidden)',
      'Confirm password:  (hidden)',
    ]);
    expect(made.stdout).toContain('Created ana@example.com with $0.500 of credits');
  });

  it('refuses missing fields when no one can be asked, naming them', async () => {
    const missing = await leadgen(['init', '--email', 'ana@example.com']);
    expect(missing).toMatchObject({
      code: 2,
      stderr: 'leadgen: Please fill in all required fields: --first-name, --last-name are missing\n',
    });
  });

  it('makes the user init creates the acting one, and says how to choose when several are left', async () => {
    await init();
    const second = await init('ben@example.com');
    expect(second.stderr).toContain(
      'Acting as ben@example.com in this database from now on (`leadgen login <email>` switches)',
    );
    expect((await leadgen(['whoami'])).stdout).toContain('ben@example.com');
    await init('cy@example.com');
    await init('di@example.com');
    await leadgen(['logout']);
    const which = await leadgen(['whoami']);
    expect(which).toMatchObject({ code: 2, stdout: '' });
    expect(which.stderr).toBe(
      'leadgen: Several users here (ana@example.com, ben@example.com, cy@example.com, …): choose one with ' +
        '`leadgen login <email>`, or set LEADGEN_USER for one command\n',
    );
    expect((await leadgen(['login', 'cy@example.com'])).code).toBe(0);
    expect((await leadgen(['whoami'])).stdout).toContain('cy@example.com');
    const overridden = await leadgen(
      ['init', '--email', 'ed@example.com', '--first-name', 'Ed', '--last-name', 'Ito'],
      { LEADGEN_USER: 'cy@example.com' },
    );
    expect(overridden.stderr).toBe(
      'LEADGEN_USER=cy@example.com in the environment still chooses the acting user\n',
    );
  });

  it('prints its version with --version and -V', async () => {
    for (const flag of ['--version', '-V']) {
      const version = await leadgen([flag]);
      expect(version).toMatchObject({ code: 0, stderr: '' });
      expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    }
  });

  it('answers to list and delete as to ls and rm, under a default subcommand too', async () => {
    await init();
    for (const command of [
      ['lists', 'list'],
      ['campaigns', 'list'],
      ['jobs', 'list'],
      ['config', 'ls'],
    ]) {
      const run = await leadgen([...command, '--json']);
      expect(run, command.join(' ')).toMatchObject({ code: 0, stderr: '' });
    }
    expect((await leadgen(['campaigns', 'delete', 'nope', '--yes'])).code).toBe(3);
  });

  it('asks before deleting on a terminal, showing what goes', async () => {
    await init();
    const store = await openStore({ database: { kind: 'sqlite', path: join(dir, 'leadgen.db') } });
    const ana = (await store.users.findByEmail('ana@example.com'))?.id ?? '';
    const campaign = await store.campaigns.create(ana, {
      name: 'Spring',
      description: null,
      message_template: null,
      filters: emptySelectorFilter(),
      search_list_id: null,
      search_type: null,
      profile_ids: [],
    });
    await store.close();
    const kept = await leadgen(['campaigns', 'rm', campaign.id], {}, { answers: ['n'] });
    expect(kept).toMatchObject({ code: 0, stdout: '', stderr: 'Nothing deleted\n' });
    expect(kept.asked).toEqual([
      'Delete the campaign "Spring" (draft, 0 profiles and their messages)? [y/N] ',
    ]);
    const gone = await leadgen(['campaigns', 'rm', campaign.id], {}, { answers: ['y'] });
    expect(gone).toMatchObject({ code: 0, stdout: 'Campaign deleted successfully\n' });
  });

  it('names the database it cannot open, and the fix', async () => {
    const broken = await leadgen(['lists', 'ls'], { LEADGEN_DB: dir });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(
      new RegExp(`^leadgen: Cannot open the database ${dir} \\(.+\\): .*set LEADGEN_DB to another path`),
    );
  });
});
