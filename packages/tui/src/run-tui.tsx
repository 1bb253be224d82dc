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
  const instance = render(
    <ColorProvider value={colorsWanted(env)}>
      <App deps={deps} signals={process} />
    </ColorProvider>,
    { exitOnCtrlC: false },
  );
  await instance.waitUntilExit();
}
