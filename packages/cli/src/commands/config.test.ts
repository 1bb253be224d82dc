import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../program.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'leadgen-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the program in-process with `env` only (no LEADGEN_CONFIG_DIR unless given). */
async function leadgen(args: string[], env: Record<string, string>) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    env: { LEADGEN_DB: join(dir, 'leadgen.db'), ...env },
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    readStdin: async () => '',
  });
  return { code, stdout, stderr };
}

const inDir = () => ({ LEADGEN_CONFIG_DIR: join(dir, 'config') });

describe('leadgen config', () => {
  it('refuses a bad value at `config set`, saying what is allowed', async () => {
    const bad = await leadgen(['config', 'set', 'PORT', 'abc'], inDir());
    expect(bad).toMatchObject({
      code: 2,
      stderr: 'leadgen: PORT must be a whole number from 0 to 65535, got "abc"\n',
    });
    expect((await leadgen(['config', 'list', '--json'], inDir())).stdout).toBe('[]\n');
    expect((await leadgen(['config', 'set', 'PORT', '9000'], inDir())).code).toBe(0);
  });

  it('names the config file and key of a bad value already there, with the fix', async () => {
    mkdirSync(join(dir, 'config'));
    const file = join(dir, 'config', 'config.json');
    writeFileSync(file, JSON.stringify({ PORT: 'abc' }));
    const broken = await leadgen(['whoami'], inDir());
    expect(broken).toMatchObject({ code: 2, stdout: '' });
    expect(broken.stderr).toBe(
      `leadgen: The config file ${file} has a bad PORT: PORT must be a whole number from 0 to 65535, got "abc". ` +
        'Fix it with `leadgen config set PORT <value>`, or remove it with `leadgen config unset PORT`\n',
    );
    // the environment overrides the file: nothing to report then
    expect((await leadgen(['whoami'], { ...inDir(), PORT: '9000' })).stderr).not.toContain('config file');
    expect((await leadgen(['config', 'unset', 'PORT'], inDir())).code).toBe(0);
    expect((await leadgen(['whoami'], inDir())).stderr).toContain('No database at');
  });

  it('gets the value in effect and says where it comes from', async () => {
    await leadgen(['config', 'set', 'PORT', '9000'], inDir());
    expect(await leadgen(['config', 'get', 'PORT'], inDir())).toMatchObject({
      stdout: '9000\n',
      stderr: 'PORT comes from the config file\n',
    });
    expect(await leadgen(['config', 'get', 'port'], { ...inDir(), PORT: '7000' })).toMatchObject({
      stdout: '7000\n',
      stderr: 'PORT comes from the environment\n',
    });
    const json = await leadgen(['config', 'get', 'LEADGEN_GEMINI_MODEL', '--json'], inDir());
    expect(JSON.parse(json.stdout)).toMatchObject({ key: 'LEADGEN_GEMINI_MODEL', source: 'default' });
    expect(await leadgen(['config', 'get', 'SMTP_URL'], inDir())).toMatchObject({
      stdout: '',
      stderr: 'SMTP_URL is not set\n',
    });
  });

  it('keeps the file holding API keys private, in a leadgen folder, moving the old one once', async () => {
    const home = { HOME: dir, XDG_CONFIG_HOME: join(dir, '.config') };
    const oldFile = join(dir, '.config', 'leadgen-nodejs', 'config.json');
    mkdirSync(join(dir, '.config', 'leadgen-nodejs'), { recursive: true });
    writeFileSync(oldFile, JSON.stringify({ APIFY_TOKEN: 'apify_api_old1234' }), { mode: 0o644 });
    const path = await leadgen(['config', 'path'], home);
    const file = join(dir, '.config', 'leadgen', 'config.json');
    expect(path.stdout).toBe(`${file}\n`);
    expect(existsSync(oldFile)).toBe(false);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ APIFY_TOKEN: 'apify_api_old1234' });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await leadgen(['config', 'set', 'GEMINI_API_KEY', 'AIza-secret'], home);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // a new installation: the folder is made 0700, the file 0600
    const fresh = { HOME: dir, XDG_CONFIG_HOME: join(dir, 'fresh') };
    await leadgen(['config', 'set', 'APIFY_TOKEN', 'apify_api_new1234'], fresh);
    expect(statSync(join(dir, 'fresh', 'leadgen')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'fresh', 'leadgen', 'config.json')).mode & 0o777).toBe(0o600);
  });

  it('changes one setting, keeping the others, and leaves no partial file behind', async () => {
    await leadgen(['config', 'set', 'APIFY_TOKEN', 'apify_api_keep1234'], inDir());
    await leadgen(['config', 'set', 'PORT', '9000'], inDir());
    await leadgen(['config', 'unset', 'PORT'], inDir());
    await leadgen(['config', 'set', 'LEADGEN_GEMINI_MODEL', 'gemini-2.5-flash'], inDir());
    const file = join(dir, 'config', 'config.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      APIFY_TOKEN: 'apify_api_keep1234',
      LEADGEN_GEMINI_MODEL: 'gemini-2.5-flash',
    });
    expect(readdirSync(join(dir, 'config'))).toEqual(['config.json']);
  });

  it('names a config file that is not JSON, and how to recover, without overwriting it', async () => {
    mkdirSync(join(dir, 'config'));
    const file = join(dir, 'config', 'config.json');
    writeFileSync(file, '{"APIFY_TOKEN": "apify_api_x",', { mode: 0o600 });
    for (const args of [['whoami'], ['config', 'set', 'PORT', '9000']]) {
      const broken = await leadgen(args, inDir());
      expect(broken.code).toBe(2);
      expect(broken.stderr).toMatch(
        new RegExp(
          `^leadgen: The config file ${file} cannot be read \\(.+\\): fix or remove it, then set values again`,
        ),
      );
    }
    expect(readFileSync(file, 'utf8')).toBe('{"APIFY_TOKEN": "apify_api_x",');
    writeFileSync(file, '["PORT"]');
    expect((await leadgen(['whoami'], inDir())).stderr).toContain('cannot be read (it is not a JSON object)');
  });
});
