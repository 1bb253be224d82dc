import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Terminal } from './commands/jobs-foreground.js';
import { awaitStop } from './shutdown.js';

/** A terminal whose signals a test sends and whose exits it records. */
function fakeTerminal() {
  const signals = new EventEmitter();
  const exits: (number | undefined)[] = [];
  const terminal: Terminal = {
    progressStream: process.stderr,
    signals,
    exit: (code) => exits.push(code),
  };
  return { terminal, signals, exits };
}

describe('awaitStop', () => {
  it('starts a graceful stop on the first SIGTERM and exits at once on a second one', async () => {
    let now = 0;
    const { terminal, signals, exits } = fakeTerminal();
    const said: string[] = [];
    const stop = awaitStop(terminal, { deadlineMs: 10_000, say: (line) => said.push(line), now: () => now });
    expect(stop.signal.aborted).toBe(false);
    signals.emit('SIGTERM');
    await stop.requested;
    expect(stop.signal.aborted).toBe(true);
    expect(stop.cut.aborted).toBe(false);
    expect(exits).toEqual([]);
    // the same signal raised again at once by a library (when-exit does) is the same stop
    now += 10;
    signals.emit('SIGTERM');
    expect(exits).toEqual([]);
    now += 1_000;
    signals.emit('SIGINT');
    expect(exits).toEqual([130]);
    expect(said).toEqual(['Stopped at once: a job that was running is taken over by the next worker']);
    stop.dispose();
  });

  it('stops listening when disposed', () => {
    const { terminal, signals } = fakeTerminal();
    const stop = awaitStop(terminal, { deadlineMs: 10_000, say: () => {} });
    stop.dispose();
    expect(signals.listenerCount('SIGTERM') + signals.listenerCount('SIGINT')).toBe(0);
  });
});
