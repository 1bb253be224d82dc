#!/usr/bin/env node
// The `leadgen` command. It checks first that this Node.js can run Leadgen: an older one gets one
// line saying so instead of a crash (the bundle's native module is built for Node.js 24). So
// this file stays in syntax any Node.js parses, and loads the bundled program (built by `npm ci`
// / `npm install` through `prepare`) with a dynamic import, after the check.
import { nodeVersionProblem } from './node-version.js';

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  process.stderr.write(`leadgen: ${problem}\n`);
  process.exitCode = 1;
} else {
  // a bundle that fails to load rejects unhandled: Node.js prints the error and exits 1
  void import('../dist/bin/main.js');
}
