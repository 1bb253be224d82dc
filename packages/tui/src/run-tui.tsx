import { openInBrowser } from '@leadgen/core';
import { messages, ValidationError } from '@leadgen/core/domain';
import { render } from 'ink';
import { App } from './app.js';
import type { TuiDeps } from './deps.js';
import { ColorProvider, colorsWanted } from './theme.js';

/**
 * Runs the terminal app on this process's terminal until the user quits (q on any
 * screen, or Ctrl-C: anything being edited is saved first, runs started here go back to the
 * queue). It draws on the terminal's alternate screen, so the shell comes back as it was and no
 * frame stays in the scrollback, however the app ends. Colours are off when NO_COLOR is set.
 * Profiles open in the user's browser. Throws a ValidationError (exit code 2) when stdin or
 * stdout is not a terminal.
 */
export async function runTui(
  deps: Omit<TuiDeps, 'openUrl' | 'copyText'>,
  env: Record<string, string | undefined> = {},
): Promise<void> {
  if (!process.stdin.isTTY || !process.stdout.isTTY) throw new ValidationError(messages.tuiNeedsTerminal);
  // Bracketed paste: the terminal marks a paste, so its line breaks are text in a field, not Enter
  // keys (split-keys.ts). Both modes are turned off again however the app ends, a crash included.
  const restore = () => process.stdout.write(BRACKETED_PASTE_OFF + ALTERNATE_SCREEN_OFF);
  process.stdout.write(ALTERNATE_SCREEN_ON + BRACKETED_PASTE_ON);
  process.once('exit', restore);
  let stopped: string[] = [];
  try {
    stopped = await runApp({ ...deps, openUrl: (url) => openInBrowser(url), copyText: copyToClipboard }, env);
  } finally {
    process.off('exit', restore);
    restore();
  }
  // the runs quitting stopped went back to the queue: said where the terminal keeps it
  for (const jobId of stopped) process.stderr.write(`${messages.tuiRunStopped(jobId)}\n`);
}

/**
 * Copies through the terminal (OSC 52): the terminal, even over ssh, puts the text on the
 * user's clipboard when it allows it (most do; tmux needs `set -g set-clipboard on`).
 */
const copyToClipboard = (text: string) =>
  void process.stdout.write(`\u001b]52;c;${Buffer.from(text, 'utf8').toString('base64')}\u0007`);

const ALTERNATE_SCREEN_ON = '\u001b[?1049h';
const ALTERNATE_SCREEN_OFF = '\u001b[?1049l';
const BRACKETED_PASTE_ON = '\u001b[?2004h';
const BRACKETED_PASTE_OFF = '\u001b[?2004l';

/** Runs the app until it quits; returns the jobs quitting stopped. */
async function runApp(deps: TuiDeps, env: Record<string, string | undefined>): Promise<string[]> {
  let stopped: string[] = [];
  const instance = render(
    <ColorProvider value={colorsWanted(env)}>
      <App
        deps={deps}
        signals={process}
        onExit={(jobs) => {
          stopped = jobs;
        }}
      />
    </ColorProvider>,
    { exitOnCtrlC: false },
  );
  await instance.waitUntilExit();
  return stopped;
}
