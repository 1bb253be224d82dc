import { setTimeout as delay } from 'node:timers/promises';
import { render } from 'ink-testing-library';
import { App } from '../app.js';
import type { Route } from '../routes.js';
import { ColorProvider } from '../theme.js';
import type { TuiTestDeps } from './tui-test-deps.js';

/** Key names a test presses, as a terminal sends them. */
const KEYS = {
  up: '\u001B[A',
  down: '\u001B[B',
  left: '\u001B[D',
  right: '\u001B[C',
  'shift-up': '\u001B[1;2A',
  'shift-down': '\u001B[1;2B',
  pageUp: '\u001B[5~',
  pageDown: '\u001B[6~',
  home: '\u001B[H',
  end: '\u001B[F',
  enter: '\r',
  esc: '\u001B',
  tab: '\t',
  space: ' ',
  backspace: '\u007F',
  'ctrl-c': '\u0003',
  'ctrl-s': '\u0013',
  'ctrl-u': '\u0015',
} as const;

export type KeyName = keyof typeof KEYS;

const flat = (text: string) => text.replace(/[│╭╮╰╯─]/g, ' ').replace(/\s+/g, ' ');

/** A rendered app and the keyboard, screen size and waiting a test drives it with. */
export interface RenderedTui {
  lastFrame(): string;
  /** Presses keys one after another (names of `KEYS` or literal characters). */
  press(...keys: (KeyName | string)[]): Promise<void>;
  /** Types text as one paste. */
  type(text: string): Promise<void>;
  /** Waits until the frame contains `text` (or passes `check`); fails with the frame after `ms`. */
  waitFor(text: string | ((frame: string) => boolean), ms?: number): Promise<string>;
  resize(columns: number, rows: number): void;
  /** Writes raw input at once, with no pause before or after (for timing). */
  send(data: string): void;
  /** Resolves when the app next draws a frame. */
  nextFrame(): Promise<void>;
  /** Resolves when the app has exited (q on the first screen, Ctrl-C). */
  exited(): Promise<void>;
  unmount(): void;
}

/**
 * The one way tests render the app: the whole `App` on `deps` starting at `route`, in a
 * terminal of `columns` x `rows` (80x24 by default), colours on unless `color` is false.
 * Waits for the first frame and a tick before returning (Ink reads input only after that).
 */
export async function renderTui(
  deps: TuiTestDeps,
  options: { route?: Route; columns?: number; rows?: number; color?: boolean } = {},
): Promise<RenderedTui> {
  const size = { columns: options.columns ?? 80, rows: options.rows ?? 24 };
  const { promise: exitedPromise, resolve: exit } = Promise.withResolvers<void>();
  const tree = (
    <ColorProvider value={options.color ?? true}>
      <App deps={deps} initial={options.route} onExit={() => exit()} />
    </ColorProvider>
  );
  const instance = render(tree);
  Object.defineProperty(instance.stdout, 'columns', { get: () => size.columns, configurable: true });
  Object.defineProperty(instance.stdout, 'rows', { get: () => size.rows, configurable: true });
  instance.stdout.emit('resize');
  const frame = () => instance.lastFrame() ?? '';
  let frameWaiters: (() => void)[] = [];
  const write = instance.stdout.write;
  instance.stdout.write = (text: string) => {
    write(text);
    const waiting = frameWaiters;
    frameWaiters = [];
    for (const resolve of waiting) resolve();
  };
  const rendered: RenderedTui = {
    lastFrame: frame,
    press: async (...keys) => {
      for (const key of keys) {
        // A screen that just appeared subscribes to keys in an effect, a moment after its frame.
        await delay(10);
        instance.stdin.write(key in KEYS ? KEYS[key as KeyName] : key);
        await delay(key === 'esc' ? 30 : 10);
      }
    },
    type: async (text) => {
      await delay(10);
      instance.stdin.write(text);
      await delay(10);
    },
    waitFor: async (text, ms = 5000) => {
      // Text is found also when the frame wraps it across lines or inside a box.
      const check =
        typeof text === 'string' ? (f: string) => f.includes(text) || flat(f).includes(flat(text)) : text;
      const until = Date.now() + ms;
      while (Date.now() < until) {
        if (check(frame())) return frame();
        await delay(10);
      }
      throw new Error(
        `Timed out waiting for ${typeof text === 'string' ? JSON.stringify(text) : 'the frame'}:\n${frame()}`,
      );
    },
    resize: (columns, rows) => {
      size.columns = columns;
      size.rows = rows;
      instance.stdout.emit('resize');
    },
    send: (data) => {
      instance.stdin.write(data);
    },
    nextFrame: () =>
      new Promise<void>((resolve) => {
        frameWaiters.push(resolve);
      }),
    exited: () => exitedPromise,
    unmount: () => instance.unmount(),
  };
  await delay(20);
  return rendered;
}
