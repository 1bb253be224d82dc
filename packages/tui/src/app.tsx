import type { EventEmitter } from 'node:events';
import { flushDueWebhooks, runWorker } from '@leadgen/core';
import { LeadgenError } from '@leadgen/core/domain';
import { Box, useApp as useInkApp, useStdin } from 'ink';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type AppApi, AppProvider, type Flash, ScreenActiveContext } from './app-context.js';
import { appKeymap, CTRL_C } from './app-keymap.js';
import { HelpContext } from './components/ScreenFrame.js';
import type { TuiDeps } from './deps.js';
import { KeyBus, KeyBusContext } from './key-bus.js';
import { dispatchKey } from './keymap.js';
import type { Route } from './routes.js';
import { ScreenFor } from './screens/ScreenFor.js';
import type { Tone } from './theme.js';
import { useLiveState } from './use-live-state.js';

const FLASH_MS = 4000;

/** Asked in the status line when `q` would lose something typed. */
export const QUIT_QUESTION = 'Quit and discard what you typed? y/n';

/** One entry of the screen stack; the key keeps a screen's state while others sit on top. */
interface StackEntry {
  key: number;
  route: Route;
}

/**
 * Ink's stdin context with the emitter its split input events go out on: there at run time, left
 * out of `useStdin`'s public type since Ink 8.
 */
type StdinWithEvents = ReturnType<typeof useStdin> & { internal_eventEmitter: EventEmitter };

/**
 * The terminal app: a stack of screens (each keeps its state while another is on top, so back
 * returns to the same selection and scroll), the status line, the help overlay (`?`) and a
 * clean exit on `q` or Ctrl-C that first saves anything being edited (`q` asks first when a
 * form holds something typed). Esc goes back and never quits.
 */
export function App({
  deps,
  initial = { name: 'home' },
  signals,
  onExit,
  keys: givenKeys,
}: {
  deps: TuiDeps;
  initial?: Route;
  /** SIGTERM and SIGHUP (a closed terminal) quit like Ctrl-C, saving first. */
  signals?: Pick<EventEmitter, 'on' | 'off'>;
  /** Called once everything is saved, as the app exits, with the jobs it stopped (back in the queue). */
  onExit?: (stopped: string[]) => void;
  /** The keyboard, for a test to wait on (`KeyBus.nextIdle`) instead of sleeping. */
  keys?: KeyBus;
}) {
  const ink = useInkApp();
  const nextKey = useRef(1);
  const [stack, setStack] = useState<StackEntry[]>([{ key: 0, route: initial }]);
  const [flash, setFlash] = useState<Flash | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [askingQuit, setAskingQuit, liveAskingQuit] = useLiveState(false);
  const unsaved = useRef(new Set<() => boolean>());
  const flashTimer = useRef<NodeJS.Timeout | undefined>(undefined);
  const savers = useRef(new Set<() => Promise<void>>());
  const typing = useRef(false);
  const quitting = useRef(false);
  const running = useRef(new Map<string, { stop: AbortController; done: Promise<unknown> }>());

  const quit = useCallback(() => {
    if (quitting.current) return;
    quitting.current = true;
    clearTimeout(flashTimer.current);
    const stopped = [...running.current.keys()];
    const jobs = [...running.current.values()];
    for (const job of jobs) job.stop.abort();
    void Promise.allSettled([
      ...[...savers.current].map((save) => save()),
      ...jobs.map((job) => job.done),
    ]).then(() => {
      onExit?.(stopped);
      ink.exit();
    });
  }, [ink, onExit]);

  useEffect(() => {
    if (!signals) return;
    signals.on('SIGTERM', quit);
    signals.on('SIGHUP', quit);
    return () => {
      signals.off('SIGTERM', quit);
      signals.off('SIGHUP', quit);
    };
  }, [signals, quit]);

  const api = useMemo<AppApi>(() => {
    const showFlash = (text: string, tone: Tone = 'info') => {
      clearTimeout(flashTimer.current);
      setFlash({ text, tone });
      flashTimer.current = setTimeout(() => setFlash(null), FLASH_MS);
    };
    // a message belongs to the screen it was said on: another screen starts without it (an
    // action that moves on says its outcome after moving)
    const hideFlash = () => {
      clearTimeout(flashTimer.current);
      setFlash(null);
    };
    return {
      deps,
      open: (route) => {
        hideFlash();
        setStack((current) => [...current, { key: nextKey.current++, route }]);
      },
      replace: (route) => {
        hideFlash();
        setStack((current) => [...current.slice(0, -1), { key: nextKey.current++, route }]);
      },
      back: () => {
        typing.current = false;
        hideFlash();
        // Esc never quits (q does): the first screen stays, or gives way to Home
        setStack((current) => {
          if (current.length > 1) return current.slice(0, -1);
          if (current[0]?.route.name === 'home') return current;
          return [{ key: nextKey.current++, route: { name: 'home' } }];
        });
      },
      quit,
      flash: showFlash,
      fail: (error, fallback = 'Something went wrong') =>
        showFlash(
          error instanceof LeadgenError
            ? error.message
            : `${fallback}${error instanceof Error ? `: ${error.message}` : ''}`,
          'danger',
        ),
      typing,
      runJob: (jobId, kind) => {
        if (running.current.has(jobId) || quitting.current) return;
        const stop = new AbortController();
        const { store, bus, handlers } = deps;
        const done = runWorker({
          store,
          bus,
          handlers: { [kind]: handlers[kind] },
          mode: 'once',
          jobId,
          signal: stop.signal,
        })
          // issue 35: the run's webhook event goes out now, not only when a worker runs
          .then(() => flushDueWebhooks({ store, allowPrivate: deps.config.webhooks.allowPrivate }))
          .catch((error: unknown) =>
            showFlash(error instanceof Error ? error.message : String(error), 'danger'),
          )
          .finally(() => running.current.delete(jobId));
        running.current.set(jobId, { stop, done });
      },
      onExit: (save) => {
        savers.current.add(save);
        return () => {
          savers.current.delete(save);
        };
      },
      onUnsaved: (check) => {
        unsaved.current.add(check);
        return () => {
          unsaved.current.delete(check);
        };
      },
    };
  }, [deps, quit]);

  // Every key goes through the bus, split from the chunk it came in.
  const [keys] = useState(() => givenKeys ?? new KeyBus());
  // Each key of a burst waits for the app to draw what the key before did: a state change here
  // draws it along with the key's own, and this effect runs once all of it is on screen.
  const [keysDrawn, drawKeys] = useState(0);
  keys.redraw = () => drawKeys((n) => n + 1);
  useEffect(() => {
    if (keysDrawn > 0) keys.drawn();
  }, [keys, keysDrawn]);
  // The app's own keys, the same on every screen (`appKeymap`): Ctrl-C, `?` and `q` (asking
  // first when a form holds something typed). Text fields type `?` and `q`.
  const appKeys = appKeymap({
    openHelp: () => setHelpOpen(true),
    quit: () => {
      if ([...unsaved.current].some((check) => check())) setAskingQuit(true);
      else quit();
    },
    saveAndQuit: quit,
  });
  keys.app = (input, key) => {
    // Ctrl-C quits whatever has the keyboard; any other key answers the quit question, or closes
    // the help, before it is a key of the app's own
    if (!CTRL_C(input, key)) {
      if (liveAskingQuit()) {
        if (input === 'y' || input === 'Y' || key.return) quit();
        else if (input === 'n' || input === 'N' || key.escape) setAskingQuit(false);
        return true;
      }
      if (helpOpen) {
        setHelpOpen(false);
        return true;
      }
      if (typing.current) return false;
    }
    return dispatchKey(appKeys, input, key);
  };
  const { internal_eventEmitter: stdinEvents, setRawMode } = useStdin() as StdinWithEvents;
  // Keys straight from Ink's input events, which it has split at escape sequences, and a
  // bracketed paste's content from its paste events: Ink's own useInput parsing is not used (it
  // hands a burst over as one string).
  useEffect(() => {
    setRawMode(true);
    const receive = (data: string) => keys.receive(data);
    const receivePaste = (text: string) => keys.receivePaste(text);
    stdinEvents.on('input', receive);
    stdinEvents.on('paste', receivePaste);
    return () => {
      stdinEvents.off('input', receive);
      stdinEvents.off('paste', receivePaste);
      setRawMode(false);
    };
  }, [keys, stdinEvents, setRawMode]);

  return (
    <KeyBusContext.Provider value={keys}>
      <AppProvider value={api}>
        <HelpContext.Provider
          value={{ open: helpOpen, flash, quitQuestion: askingQuit ? QUIT_QUESTION : null, appKeys }}
        >
          {stack.map((entry, index) => {
            const top = index === stack.length - 1;
            return (
              <ScreenActiveContext.Provider key={entry.key} value={top && !helpOpen && !askingQuit}>
                <Box display={top ? 'flex' : 'none'} flexDirection="column">
                  <ScreenFor route={entry.route} />
                </Box>
              </ScreenActiveContext.Provider>
            );
          })}
        </HelpContext.Provider>
      </AppProvider>
    </KeyBusContext.Provider>
  );
}
