import { Box } from 'ink';
import { render } from 'ink-testing-library';
// the app's inner parts, rendered without a terminal (the TUI's index exports only runTui)
import { App } from '../../../tui/src/app.js';
import { KeyBus } from '../../../tui/src/key-bus.js';
import type { Route } from '../../../tui/src/routes.js';
import { ColorProvider } from '../../../tui/src/theme.js';
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

/** How long a test waits for the app to take a key or draw a frame before it fails. */
const KEY_MS = 5000;

/** A rendered app and the keyboard, screen size and waiting a test drives it with. */
export interface RenderedTui {
  lastFrame(): string;
  /** Every frame drawn so far, oldest first. */
  frames(): string[];
  /**
   * Presses keys one after another (names of `KEYS` or literal characters), each once the app
   * has handled the one before and drawn what it did.
   */
  press(...keys: (KeyName | string)[]): Promise<void>;
  /** Types text as one chunk of input (as a paste without brackets or a fast typist). */
  type(text: string): Promise<void>;
  /** Waits until the frame contains `text` (or passes `check`); fails with the frame after `ms`. */
  waitFor(text: string | ((frame: string) => boolean), ms?: number): Promise<string>;
  resize(columns: number, rows: number): void;
  /** Writes raw input at once, with no waiting before or after (for timing). */
  send(data: string): void;
  /** Resolves when the app next draws a frame. */
  nextFrame(): Promise<void>;
  /** Resolves when the app has exited (q on the first screen, Ctrl-C), with the runs it stopped. */
  exited(): Promise<string[]>;
  unmount(): void;
}

/** `work`, or an error naming `what` after `ms`. */
async function within<T>(work: Promise<T>, ms: number, what: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(what())), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The one way tests render the app: the whole `App` on `deps` starting at `route`, in a
 * terminal of `columns` x `rows` (80x24 by default), colours on unless `color` is false.
 * Returns once the first frame is drawn and the app reads its input. Nothing here sleeps: keys
 * wait for the app's keyboard to have handled them (`KeyBus.nextIdle`), frames for Ink to write.
 */
export async function renderTui(
  deps: TuiTestDeps,
  options: { route?: Route; columns?: number; rows?: number; color?: boolean } = {},
): Promise<RenderedTui> {
  const size = { columns: options.columns ?? 80, rows: options.rows ?? 24 };
  let exit: (stopped: string[]) => void = () => {};
  let hasExited = false;
  const exitedPromise = new Promise<string[]>((resolve) => {
    exit = (stopped) => {
      hasExited = true;
      resolve(stopped);
    };
  });
  const keys = new KeyBus();
  const tree = (
    <ColorProvider value={options.color ?? true}>
      <App deps={deps} initial={options.route} onExit={(stopped) => exit(stopped)} keys={keys} />
    </ColorProvider>
  );
  // The terminal's size is set before the app is drawn: the app reads it as it mounts.
  const instance = render(<Box />);
  Object.defineProperty(instance.stdout, 'columns', { get: () => size.columns, configurable: true });
  Object.defineProperty(instance.stdout, 'rows', { get: () => size.rows, configurable: true });
  instance.rerender(tree);
  const frame = () => instance.lastFrame() ?? '';
  let frameWaiters: (() => void)[] = [];
  const write = instance.stdout.write;
  instance.stdout.write = (text: string) => {
    write(text);
    const waiting = frameWaiters;
    frameWaiters = [];
    for (const resolve of waiting) resolve();
  };
  const nextFrame = () =>
    new Promise<void>((resolve) => {
      frameWaiters.push(resolve);
    });
  // Ink reads input once the app has turned raw mode on, in an effect after the first frame.
  const reading = new Promise<void>((resolve) => {
    if (instance.stdin.listenerCount('readable') > 0) return resolve();
    const listening = (event: string | symbol) => {
      if (event !== 'readable') return;
      instance.stdin.off('newListener', listening);
      resolve();
    };
    instance.stdin.on('newListener', listening);
  });
  const sendKey = async (data: string, name: string) => {
    const handled = keys.nextIdle();
    instance.stdin.write(data);
    await within(
      Promise.race([handled, exitedPromise]),
      KEY_MS,
      () => `The app did not take ${JSON.stringify(name)}:\n${frame()}`,
    );
  };
  const rendered: RenderedTui = {
    lastFrame: frame,
    frames: () => [...instance.frames],
    press: async (...names) => {
      for (const name of names) {
        if (hasExited) throw new Error(`The app has exited before ${JSON.stringify(name)}`);
        await sendKey(name in KEYS ? KEYS[name as KeyName] : name, name);
      }
    },
    type: (text) => sendKey(text, text),
    waitFor: async (text, ms = 5000) => {
      // Text is found also when the frame wraps it across lines or inside a box.
      const check =
        typeof text === 'string' ? (f: string) => f.includes(text) || flat(f).includes(flat(text)) : text;
      const seen = async () => {
        while (!check(frame())) await nextFrame();
        return frame();
      };
      return within(
        seen(),
        ms,
        () =>
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
    nextFrame,
    exited: () => exitedPromise,
    unmount: () => instance.unmount(),
  };
  await within(reading, KEY_MS, () => `The app never read its input:\n${frame()}`);
  return rendered;
}
