import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { isatty } from 'node:tty';

/** Asks one question on the terminal; `hidden` answers (passwords) are not echoed. */
export type Prompt = (question: string, options?: { hidden?: boolean }) => Promise<string>;

/**
 * A prompt on the process's terminal (questions on stderr, so stdout stays the result), or null
 * when stdin or stderr is not a terminal: scripts pass flags instead of answering questions.
 */
export function terminalPrompt(): Prompt | null {
  // isatty, not process.stdin.isTTY: reading that builds the stdin stream (and ~30 of Node.js's
  // modules with it) in every command, most of which never read stdin
  if (!isatty(0) || !isatty(2)) return null;
  return async (question, { hidden = false } = {}) => {
    // readline echoes each key to its output: for a hidden answer that output goes quiet once
    // the question is written.
    let muted = false;
    const output = new Writable({
      write(chunk, _encoding, done) {
        if (!muted) process.stderr.write(chunk);
        done();
      },
    });
    const rl = createInterface({ input: process.stdin, output, terminal: true });
    try {
      const answer = rl.question(question);
      muted = hidden;
      return await answer;
    } finally {
      rl.close();
      if (hidden) process.stderr.write('\n');
    }
  };
}
