#!/usr/bin/env node
// What the root scripts need before they start, checked first so a missing piece is named with
// how to get it instead of failing obscurely deep inside (a SyntaxError, a segfault, a test that
// cannot spawn its browser): Node.js 24 always, and the programs the tests drive when named,
// `node scripts/preflight.mjs chromium tmux`. It runs on any Node.js, so it uses nothing newer.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeVersionProblem } from '../packages/cli/bin/node-version.js';

/**
 * The programs the tests drive, looked for where the tests look: Chromium at the path
 * tests/e2e/chromium.ts launches (never `playwright install`), tmux on PATH (tests/tui/tmux.ts
 * runs `tmux`).
 */
export const TEST_TOOLS = {
  chromium: { name: 'Chromium', path: '/usr/bin/chromium', usedFor: 'the end-to-end tests drive it' },
  tmux: { name: 'tmux', command: 'tmux', usedFor: 'the terminal UI test runs `leadgen tui` in it' },
};

/**
 * What stops the scripts from running here, as the lines to print; [] when nothing does.
 * `needs` names TEST_TOOLS entries; the lookups are injected (`nodeVersion` as
 * `process.versions.node` gives it, `searchPath` as PATH, `isExecutable(path)`).
 *
 * @example
 * preflightProblems(['tmux'], { nodeVersion: '24.1.0', searchPath: '/bin', isExecutable: () => false })
 * // ['The tests need tmux, which is not on this machine:', '  tmux (not on PATH): …', 'Install it …']
 */
export function preflightProblems(needs, { nodeVersion, searchPath, isExecutable }) {
  const lines = [];
  const nodeProblem = nodeVersionProblem(nodeVersion);
  if (nodeProblem) lines.push(nodeProblem);
  const missing = needs
    .map((need) => TEST_TOOLS[need])
    .filter((tool) => !found(tool, searchPath, isExecutable));
  if (missing.length === 0) return lines;
  const names = missing.map((tool) => tool.name);
  const packages = missing.map((tool) => tool.name.toLowerCase());
  lines.push(
    `The tests need ${names.join(' and ')}, which ${missing.length > 1 ? 'are' : 'is'} not on this machine:`,
  );
  for (const tool of missing) lines.push(`  ${tool.name} (${tool.path ?? 'not on PATH'}): ${tool.usedFor}`);
  lines.push(
    `Install ${missing.length > 1 ? 'them' : 'it'} with \`sudo apt-get install ${packages.join(' ')}\` (Debian, Ubuntu), ` +
      'or run `bash .ci/run`, which installs everything the tests need (Node.js 24 too) and runs them all.',
  );
  return lines;
}

function found(tool, searchPath, isExecutable) {
  if (tool.path) return isExecutable(tool.path);
  return searchPath
    .split(delimiter)
    .filter((dir) => dir !== '')
    .some((dir) => isExecutable(join(dir, tool.command)));
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const needs = process.argv.slice(2);
  const unknown = needs.filter((need) => !(need in TEST_TOOLS));
  if (unknown.length > 0) {
    console.error(`usage: node scripts/preflight.mjs [${Object.keys(TEST_TOOLS).join('|')}]...`);
    process.exit(2);
  }
  const problems = preflightProblems(needs, {
    nodeVersion: process.versions.node,
    searchPath: process.env.PATH || '',
    isExecutable,
  });
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}
