#!/usr/bin/env node
// The `leadgen` command. It checks first that this Node.js can run Leadgen: an older one gets one
// line saying so instead of a crash (the bundle's native module is built for Node.js 24). So
// this file stays in syntax any Node.js parses, and loads the bundled program (built by `npm ci`
// / `npm install` through `prepare`) with a dynamic import, after the check.
import module from 'node:module';
import { join } from 'node:path';
import { nodeVersionProblem } from './node-version.js';

/**
 * Where Node.js keeps the bundle compiled between runs (its compile cache saves most of the
 * parsing and compiling on each start): the user's own cache folder, never the shared temp
 * folder, where another user could leave compiled code to be run. NODE_COMPILE_CACHE, when set,
 * is Node.js's own choice of folder.
 */
function compileCacheDir() {
  const env = process.env;
  if (env.NODE_COMPILE_CACHE) return undefined;
  // node:os only when HOME is unset: one module fewer to load on each start
  const home = env.HOME || process.getBuiltinModule('node:os').homedir();
  if (process.platform === 'win32') {
    return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'leadgen', 'Cache', 'compile');
  }
  if (process.platform === 'darwin') return join(home, 'Library', 'Caches', 'leadgen', 'compile');
  return join(env.XDG_CACHE_HOME || join(home, '.cache'), 'leadgen', 'compile');
}

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  process.stderr.write(`leadgen: ${problem}\n`);
  process.exitCode = 1;
} else {
  // A folder it cannot write (or NODE_DISABLE_COMPILE_CACHE) only means a slower start.
  module.enableCompileCache(compileCacheDir());
  // a bundle that fails to load rejects unhandled: Node.js prints the error and exits 1
  void import('../dist/bin/main.js');
}
