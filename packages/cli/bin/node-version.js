// Which Node.js Leadgen runs on (package.json "engines": better-sqlite3 is built for Node.js 24,
// and the bundle uses what older versions lack). The binary, `npm start` and the test scripts
// read this file before anything else, so it stays in syntax any Node.js parses (no `?.`, `??`
// or top-level await) and imports nothing.

/** The oldest major version of Node.js Leadgen runs on. */
export const NODE_MAJOR_NEEDED = 24;

/**
 * Why Leadgen cannot run on Node.js `version` (as `process.versions.node` gives it, '20.20.2'),
 * in one line naming both versions and how to get the right one; null when it can.
 *
 * @example
 * nodeVersionProblem('20.20.2') // 'Leadgen needs Node.js 24 or newer (this is 20.20.2). Install …'
 * nodeVersionProblem('24.0.0') // null
 */
export function nodeVersionProblem(version) {
  const major = Number(String(version).replace(/^v/, '').split('.')[0]);
  if (major >= NODE_MAJOR_NEEDED) return null;
  const needed = NODE_MAJOR_NEEDED;
  return `Leadgen needs Node.js ${needed} or newer (this is ${version}). Install Node.js ${needed} (https://nodejs.org, or \`nvm install ${needed}\`) and run it again.`;
}
