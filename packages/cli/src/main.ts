#!/usr/bin/env node
import { runCli } from './program.js';
import { terminalPrompt } from './prompt.js';

// `leadgen lists ls | head` closes the pipe early: that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
// stderr piped into something that exited: a foreground run hears it (stopSignals) and puts its
// job back in the queue; nothing more can be said there, so nothing is thrown.
process.stderr.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
});

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  stdout: (chunk) => process.stdout.write(chunk),
  stderr: (chunk) => process.stderr.write(chunk),
  // stdin's stream is built only for a command that reads it
  readStdin: async () => (await import('node:stream/consumers')).text(process.stdin),
  prompt: terminalPrompt() ?? undefined,
  isTTY: { stdout: process.stdout.isTTY === true, stderr: process.stderr.isTTY === true },
  ...(process.stdout.isTTY && process.stdout.columns ? { columns: process.stdout.columns } : {}),
});
