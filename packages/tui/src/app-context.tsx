import type { JobKind } from '@leadgen/core';
import type { Key } from 'ink';
import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type { TuiDeps } from './deps.js';
import { KeyBusContext } from './key-bus.js';
import type { Route } from './routes.js';
import type { Tone } from './theme.js';

/** A short message in the status line. */
export interface Flash {
  text: string;
  tone: Tone;
}

/** What every screen reaches through `useApp()`: the services, navigation and the status line. */
export interface AppApi {
  deps: TuiDeps;
  /** Opens a screen on top of this one. */
  open(route: Route): void;
  /** Replaces this screen (a run's form by its progress). */
  replace(route: Route): void;
  /**
   * Back to the screen below. Never quits: on the first screen it does nothing, or opens Home
   * when the app started elsewhere.
   */
  back(): void;
  /** Saves what needs saving, then leaves the app (Ctrl-C, a closed terminal; `q` asks first when unsaved). */
  quit(): void;
  flash(text: string, tone?: Tone): void;
  /** Shows an error in the status line: a LeadgenError's message, else a generic one. */
  fail(error: unknown, fallback?: string): void;
  /** True while a text field has the keyboard: single-key shortcuts are off. */
  typing: { current: boolean };
  /**
   * Runs a queued job in this process (a run or personalisation started here), in the
   * background; its progress reaches every screen through the event bus. Quitting puts it back
   * in the queue, resumable (`leadgen jobs resume`).
   */
  runJob(jobId: string, kind: JobKind): void;
  /** Registers work to finish before the app exits (a message being edited); returns the unregister. */
  onExit(save: () => Promise<void>): () => void;
  /**
   * Registers a check of whether something typed would be lost on quitting (a form's fields);
   * while one says so, `q` asks before quitting. Returns the unregister.
   */
  onUnsaved(unsaved: () => boolean): () => void;
}

const AppContext = createContext<AppApi | null>(null);
export const AppProvider = AppContext.Provider;

/** The app's services and navigation. */
export function useApp(): AppApi {
  const api = useContext(AppContext);
  if (!api) throw new Error('useApp outside the app');
  return api;
}

/** Whether this screen is the one shown (and the help is closed): only then do its keys work. */
export const ScreenActiveContext = createContext(true);

/**
 * Keyboard input for the screen shown: `handler` runs only while its screen is on top, the help
 * is closed and `active` (default true) holds. Keys that arrive together (fast typing, key
 * repeat, a paste, tmux send-keys) come one at a time, each after the app has drawn what the key
 * before did (`KeyBus`); a run of typed text comes character by character, unless `field` is set:
 * a text field takes it at once, and a multi-line one ('lines') takes lines typed or pasted
 * together as one text with line breaks.
 */
export function useKeys(
  handler: (input: string, key: Key) => void,
  active = true,
  field: 'line' | 'lines' | null = null,
): void {
  const bus = useContext(KeyBusContext);
  const screenActive = useContext(ScreenActiveContext);
  // The handler and state of the latest render, set during render: the next key of a burst may
  // come before this render's effects have run.
  const latest = useRef(handler);
  latest.current = handler;
  const enabled = useRef(false);
  enabled.current = screenActive && active;
  // Subscribed as the screen is drawn (a layout effect), so the next key of a burst reaches it.
  useLayoutEffect(() => bus?.subscribe({ handler: latest, enabled, field }), [bus, field]);
}

/** While mounted, `q` asks before quitting whenever `unsaved()` says something typed would be lost. */
export function useUnsaved(unsaved: () => boolean): void {
  const { onUnsaved } = useApp();
  const latest = useRef(unsaved);
  latest.current = unsaved;
  useEffect(() => onUnsaved(() => latest.current()), [onUnsaved]);
}

/** Runs `save` before the app exits, for as long as the calling component is mounted. */
export function useSaveOnExit(save: () => Promise<void>): void {
  const { onExit } = useApp();
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => onExit(() => latest.current()), [onExit]);
}
