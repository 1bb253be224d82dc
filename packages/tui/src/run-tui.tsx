import { render } from 'ink';
import { App } from './app.js';
import type { TuiDeps } from './deps.js';
import { ColorProvider, colorsWanted } from './theme.js';

/**
 * Runs the terminal app on this process's terminal until the user quits (q on the first
 * screen, or Ctrl-C: anything being edited is saved first, runs started here go back to the
 * queue). Colours are off when NO_COLOR is set.
 */
export async function runTui(deps: TuiDeps, env: Record<string, string | undefined> = {}): Promise<void> {
  // Bracketed paste: the terminal marks a paste, so its line breaks are text in a field, not Enter
  // keys (split-keys.ts); turned off again however the app ends.
  const pasteMode = process.stdout.isTTY === true;
  if (pasteMode) process.stdout.write(BRACKETED_PASTE_ON);
  try {
    await runApp(deps, env);
  } finally {
    if (pasteMode) process.stdout.write(BRACKETED_PASTE_OFF);
  }
}

const BRACKETED_PASTE_ON = '\u001b[?2004h';
const BRACKETED_PASTE_OFF = '\u001b[?2004l';

async function runApp(deps: TuiDeps, env: Record<string, string | undefined>): Promise<void> {
  const instance = render(
    <ColorProvider value={colorsWanted(env)}>
      <App deps={deps} signals={process} />
    </ColorProvider>,
    { exitOnCtrlC: false },
  );
  await instance.waitUntilExit();
}
