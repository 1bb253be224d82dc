import { execFileSync } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

/** The least time between two inputs sent to the program. */
const GAP_MS = 150;
/** How often waitFor reads the screen (a capture-pane costs a few milliseconds). */
const POLL_MS = 50;

/**
 * A terminal for end-to-end TUI tests: a detached tmux session of `columns` x `rows` running
 * `command`, driven with send-keys and read with capture-pane, as a person at a terminal would.
 */
export function tmuxSession(name: string, command: string, size = { columns: 80, rows: 24 }) {
  const tmux = (...args: string[]) => execFileSync('tmux', args, { encoding: 'utf8' });
  // Input reaches the program GAP_MS apart, as separate reads (a lone Escape stays a key, not
  // the start of an Alt sequence): each send first waits out what is left of the gap since the
  // one before, time a waitFor in between has usually spent already.
  let lastSent = 0;
  const send = async (...args: string[]) => {
    const wait = lastSent + GAP_MS - Date.now();
    if (wait > 0) await delay(wait);
    tmux(...args);
    lastSent = Date.now();
  };
  tmux('new-session', '-d', '-s', name, '-x', String(size.columns), '-y', String(size.rows), command);
  const screen = () => {
    try {
      return tmux('capture-pane', '-p', '-t', name);
    } catch {
      return '';
    }
  };
  return {
    screen,
    /** The pane's scrollback and screen together: what a person scrolling back would see. */
    history: () => tmux('capture-pane', '-p', '-S', '-', '-t', name),
    /** Presses tmux key names (Enter, Space, Escape, C-s, S-Down…), one at a time. */
    async keys(...keys: string[]) {
      for (const key of keys) await send('send-keys', '-t', name, key);
    },
    /**
     * Sends several keys (tmux names or text) in one send-keys: the program reads them in one
     * chunk of input, as it does a fast typist's keys, key repeat or a paste.
     */
    async burst(...keys: string[]) {
      await send('send-keys', '-t', name, ...keys);
    },
    /**
     * Pastes text as a terminal does: bracketed when the program asked for it (tmux turns line
     * breaks into CR, as a terminal's paste does).
     */
    async paste(text: string) {
      tmux('set-buffer', '--', text);
      await send('paste-buffer', '-p', '-t', name);
    },
    /** Types text literally. */
    async type(text: string) {
      await send('send-keys', '-t', name, '-l', text);
    },
    /** Waits until the screen shows `text` (20 s); fails with the screen. */
    async waitFor(text: string, ms = 20_000): Promise<string> {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const shown = screen();
        if (shown.includes(text)) return shown;
        await delay(POLL_MS);
      }
      throw new Error(`Timed out waiting for ${JSON.stringify(text)} on:\n${screen()}`);
    },
    close() {
      try {
        tmux('kill-session', '-t', name);
      } catch {
        // already gone
      }
    },
  };
}
