// What the built binary loads to start a command (issue 32: start-up within 50 ms of `node -e 0`,
// timed by `npm run bench -- cli`): the commands' code is loaded only when one runs, so the help
// loads no database code, `lists ls` neither the providers, the server nor the sandbox, and no
// command builds the stdin stream or loads Node.js's promise APIs unasked.
// What a start costs is measured, never asserted; what it loads is asserted here.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadgenBin, leadgenBinary } from './binary.js';

/**
 * Run before the binary (`node --import`): at exit, writes to `LOADED_REPORT` every file the
 * module loader loaded, one per line. Its hooks load some of Node.js's modules themselves, so
 * the built-ins are told by BUILTINS_REPORTER, which loads nothing.
 */
const FILES_REPORTER = `data:text/javascript,${encodeURIComponent(`
import module from 'node:module';
import { writeFileSync } from 'node:fs';
const files = [];
module.registerHooks({ load(url, context, next) { files.push(url); return next(url, context); } });
process.on('exit', () => writeFileSync(process.env.LOADED_REPORT, files.join('\\n')));
`)}`;

/** At exit, writes every Node.js module loaded to `LOADED_REPORT`, one per line. */
const BUILTINS_REPORTER = `data:text/javascript,${encodeURIComponent(`
process.on('exit', () => process.getBuiltinModule('node:fs').writeFileSync(process.env.LOADED_REPORT, process.moduleLoadList.join('\\n')));
`)}`;

let dir: string;
let env: Record<string, string>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leadgen-start-up-'));
  env = { LEADGEN_DB: join(dir, 'leadgen.db'), LEADGEN_CONFIG_DIR: join(dir, 'config'), HOME: dir };
  const init = await leadgenBinary(env)([
    'init',
    '--email',
    'ada@example.com',
    '--first-name',
    'Ada',
    '--last-name',
    'Lovelace',
  ]);
  expect(init.code).toBe(0);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The lines `reporter` wrote for one run of `leadgen <args>` (stdin an empty pipe), and its exit code. */
async function reported(reporter: string, args: string[]): Promise<{ lines: string[]; code: number }> {
  const report = join(dir, 'loaded.txt');
  const code = await new Promise<number>((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', reporter, leadgenBin, ...args],
      { env: { PATH: process.env.PATH ?? '', ...env, LOADED_REPORT: report } },
      (error) => resolve(error ? Number(error.code ?? 1) : 0),
    );
    child.stdin?.end();
  });
  return { lines: readFileSync(report, 'utf8').split('\n'), code };
}

/** What `leadgen <args>` loaded: the source paths bundled into the files it read, and the built-ins. */
async function loadedBy(args: string[]): Promise<{ sources: string[]; builtins: string[]; code: number }> {
  const { lines: files, code } = await reported(FILES_REPORTER, args);
  // each bundled module is marked in its file by a comment with its path
  const sources = files
    .filter((line) => line.startsWith('file://'))
    .flatMap((url) => readFileSync(fileURLToPath(url), 'utf8').match(/^\/\/ \S+$/gm) ?? []);
  const { lines: modules } = await reported(BUILTINS_REPORTER, args);
  const builtins = modules.flatMap((line) => (line.startsWith('NativeModule ') ? [line.slice(13)] : []));
  return { sources, builtins, code };
}

const fromPackage = (sources: string[], path: string) => sources.filter((source) => source.includes(path));

describe('what the leadgen binary loads to start', () => {
  it('prints the help and its version without loading any command, the database or its driver', async () => {
    for (const args of [['--help'], ['--version'], ['lsts']]) {
      const { sources, code } = await loadedBy(args);
      expect(code).toBe(args[0] === 'lsts' ? 2 : 0);
      expect(fromPackage(sources, 'node_modules/kysely/')).toEqual([]);
      expect(fromPackage(sources, 'better-sqlite3')).toEqual([]);
      expect(fromPackage(sources, 'core/dist/store/')).toEqual([]);
      // the commands' summaries and what sets them up, none of their code
      expect(fromPackage(sources, 'dist/commands/').sort()).toEqual([
        expect.stringMatching(/dist\/commands\/register-commands\.js$/),
        expect.stringMatching(/dist\/commands\/summaries\.js$/),
      ]);
    }
  });

  it('lists lists without the providers, the server, the sandbox or unused built-ins', async () => {
    const { sources, builtins, code } = await loadedBy(['lists', 'ls']);
    expect(code).toBe(0);
    expect(fromPackage(sources, 'dist/commands/lists.js')).toHaveLength(1);
    expect(fromPackage(sources, 'node_modules/kysely/').length).toBeGreaterThan(0);
    for (const unused of [
      'core/dist/providers/apify-scraper',
      'core/dist/providers/gemini',
      'core/dist/providers/stripe',
      'node_modules/zod/',
      'node_modules/cli-progress/',
      // the CSV libraries load for an import or an export only
      'node_modules/csv-parse/',
      'node_modules/csv-stringify/',
      'sandbox/dist/',
      'server/dist/',
    ]) {
      expect(fromPackage(sources, unused)).toEqual([]);
    }
    // stdin is never read: its stream (and readline with it) is not built; promise APIs not
    // loaded; nor the HTTP clients and TLS webhook deliveries use (~17 ms of a start)
    for (const builtin of [
      'http',
      'https',
      'tls',
      'dns',
      'readline',
      'internal/readline/interface',
      'fs/promises',
      'timers/promises',
      'os',
    ]) {
      expect(builtins).not.toContain(builtin);
    }
  });
});
