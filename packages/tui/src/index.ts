import type { TuiDeps } from './deps.js';

export type { TuiDeps } from './deps.js';

/**
 * Runs the terminal app (`run-tui.tsx`), loading Ink and React only now: React picks its build
 * when it is first loaded, and without NODE_ENV it would load the development one (slower, with
 * development-only checks). An explicit NODE_ENV (a developer's) is kept.
 */
export async function runTui(
  deps: Omit<TuiDeps, 'openUrl' | 'copyText'>,
  env: Record<string, string | undefined> = {},
): Promise<void> {
  process.env.NODE_ENV ??= 'production';
  const app = await import('./run-tui.js');
  await app.runTui(deps, env);
}
