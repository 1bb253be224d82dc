import { spawn } from 'node:child_process';

/** How long an opener may run before it counts as having opened the page (some wait for the browser). */
const OPENER_MS = 3000;

/**
 * Opens a page in the user's browser (open on macOS, start on Windows, xdg-open elsewhere) and
 * resolves whether it could: false when there is no graphical session on Linux (ssh, a console:
 * nothing is started), no opener, or the opener failed.
 */
export function openInBrowser(
  url: string,
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): Promise<boolean> {
  if (platform !== 'darwin' && platform !== 'win32' && !env.DISPLAY && !env.WAYLAND_DISPLAY)
    return Promise.resolve(false);
  const [command, args] =
    platform === 'darwin'
      ? ['open', [url]]
      : platform === 'win32'
        ? ['cmd', ['/c', 'start', '', url]]
        : ['xdg-open', [url]];
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'ignore', detached: true, env });
    const timer = setTimeout(() => resolve(true), OPENER_MS);
    const done = (opened: boolean) => {
      clearTimeout(timer);
      resolve(opened);
    };
    child.once('error', () => done(false));
    child.once('exit', (code) => done(code === 0));
    child.unref();
  });
}
