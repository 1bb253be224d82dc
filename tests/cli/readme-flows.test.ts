// The README's flows as a new user follows them: the Quick start's terminal part, then the CLI
// section, each line of their `sh` blocks run as written by bash, against the built binary, a
// temp database and config folder, in demo mode (no keys: the sandbox starts in-process).
// Placeholders (<list-id>, <id>, <campaign-id>) become the ids the earlier lines made.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { leadgenBin } from './binary.js';

const README = fileURLToPath(new URL('../../README.md', import.meta.url));

/** The `sh` blocks of the README section under `heading`, as lines (continuations joined). */
function shellLines(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`README has no section "${heading}"`);
  const end = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  return blocks
    .flatMap((block) => block.replace(/\\\n\s*/g, '').split('\n'))
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * Lines a test does not run: a cron line, ones that start a server or a terminal UI and run
 * until stopped, and the npm scripts (install, start, test) of the Quick start's first block.
 */
const skipped = (line: string): boolean =>
  /^[*\d/,-]+ [*\d/,-]+ /.test(line) || /^npm /.test(line) || /\bleadgen (serve|tui|worker)\b/.test(line);

let dir: string;
let env: Record<string, string>;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'leadgen-readme-'));
  env = {
    PATH: process.env.PATH ?? '',
    HOME: dir,
    LEADGEN_DB: join(dir, 'leadgen.db'),
    LEADGEN_CONFIG_DIR: join(dir, 'config'),
    PASSWORD: 'readme-secret-pw',
  };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs one README line in bash, `npx leadgen` being the built binary. */
function sh(line: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const prelude =
    'set -o pipefail\n' +
    `npx() { if [ "$1" = leadgen ]; then shift; node ${JSON.stringify(leadgenBin)} "$@"; else echo "not run here: npx $*" >&2; return 1; fi; }\n` +
    `leadgen() { node ${JSON.stringify(leadgenBin)} "$@"; }\n`;
  return new Promise((resolve) => {
    execFile('bash', ['-c', `${prelude}${line}`], { cwd: dir, env }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The ids the lines so far printed: the newest list and campaign they made or listed. */
const made: { listId?: string; campaignId?: string } = {};

function noteIds(command: string, stdout: string): void {
  const list = new RegExp(`^List (${UUID}) completed`, 'm').exec(stdout);
  // `lists ls` piped: rows only, newest first, each starting with its id
  const listed = /\blists ls\b/.test(command) ? new RegExp(`^(${UUID})\\s`).exec(stdout) : null;
  if (list ?? listed) made.listId = (list ?? listed)?.[1];
  const campaign = new RegExp(`^Campaign created successfully! (${UUID})`, 'm').exec(stdout);
  if (campaign) made.campaignId = campaign[1];
}

/** `line` with each placeholder replaced by an id an earlier line printed (<id>: the list's profiles). */
async function withIds(line: string): Promise<string> {
  let profiles: { id: string }[] = [];
  if (line.includes('<id>')) {
    const run = await sh(`leadgen profiles ls --list ${made.listId} --limit 5 --json`);
    profiles = JSON.parse(run.stdout) as { id: string }[];
  }
  let nextProfile = 0;
  return line.replace(/<([a-z-]+)>/g, (placeholder, name: string) => {
    const id = { 'list-id': made.listId, 'campaign-id': made.campaignId, id: profiles[nextProfile++]?.id }[
      name
    ];
    if (!id) throw new Error(`no id for the placeholder ${placeholder} in: ${line}`);
    return id;
  });
}

it('runs the Quick start and the CLI section as written, every command succeeding', async () => {
  const markdown = readFileSync(README, 'utf8');
  const lines = [...shellLines(markdown, 'Quick start'), ...shellLines(markdown, 'CLI')];
  const run = lines.filter((line) => !skipped(line));
  expect(run.length).toBeGreaterThan(12);
  const failures: string[] = [];
  for (const line of run) {
    const command = await withIds(line);
    const result = await sh(command);
    noteIds(command, result.stdout);
    if (result.code !== 0) failures.push(`${command}\n  exit ${result.code}: ${result.stderr.trim()}`);
  }
  expect(failures).toEqual([]);
}, 60_000);
