import type { Key } from 'ink';
import { createContext } from 'react';
import { type KeyPress, NO_KEY, type PasteState, pastedKeys, splitKeys, typed } from './split-keys.js';

/** A key handler as `useKeys` registers it: the latest handler and whether it may take keys now. */
export interface KeySubscriber {
  handler: { current: (input: string, key: Key) => void };
  enabled: { current: boolean };
  /**
   * A text field: takes a run of typed or pasted text whole, not character by character; a
   * multi-line one ('lines') also takes the lines of a burst as one text.
   */
  field: 'line' | 'lines' | null;
}

/**
 * The app's keyboard: every chunk of input is split into keys (`splitKeys`), and each key goes to
 * the handlers on screen as the key before left them. The first key of a chunk is handled at
 * once; each later one after the app has drawn what the one before did (a field that Tab
 * focused, a prompt that `r` opened), so a burst of keys does what the same keys typed slowly do.
 * Text typed while no text field has the keyboard is handed over a character at a time; a paste
 * then is dropped (its letters are not shortcuts).
 */
export class KeyBus {
  private readonly subscribers = new Set<KeySubscriber>();
  private readonly queue: KeyPress[] = [];
  private readonly paste: PasteState = { pasting: false };
  /** idle: no key waiting; drawing: keys wait for the app to draw; due: the next key is on its way. */
  private state: 'idle' | 'drawing' | 'due' = 'idle';
  /** Resolved the next time every key received has been handled and drawn. */
  private idleWaiters: (() => void)[] = [];
  /**
   * The app's own keys (Ctrl-C, the help), before any screen's; returns true when it took the
   * key, which then reaches no screen (Ctrl-C quits and is not also `c`).
   */
  app: (input: string, key: Key) => boolean = () => false;
  /**
   * Set by the app: draws it (a state change), after which the app calls `drawn()`. Without it
   * (no app), the next key comes on the next turn of the event loop.
   */
  redraw: (() => void) | null = null;

  /** Registers a handler; returns the unregister. */
  subscribe(subscriber: KeySubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => {
      this.subscribers.delete(subscriber);
    };
  }

  /** One chunk of input as Ink's input parser split it off (a run of keys, or one sequence). */
  receive(raw: string): void {
    this.enqueue(splitKeys(raw, this.paste));
  }

  /** A bracketed paste's content, which Ink's input parser hands over apart from the keys. */
  receivePaste(text: string): void {
    this.enqueue(pastedKeys(text));
  }

  private enqueue(keys: KeyPress[]): void {
    this.queue.push(...keys);
    if (this.state === 'idle') this.next();
  }

  /**
   * Resolves once input that comes after this call has been handled, key by key, and the app has
   * drawn what the last key did: what a test waits on instead of sleeping.
   */
  nextIdle(): Promise<void> {
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** The app has drawn (and run the effects of) what the last key did: the next key may come. */
  drawn(): void {
    if (this.state !== 'drawing') return;
    this.state = 'due';
    // A turn of the event loop, so a key's own state changes never nest inside this effect's.
    setImmediate(() => this.next());
  }

  private next(): void {
    const press = this.queue.shift();
    if (!press) {
      this.state = 'idle';
      const waiting = this.idleWaiters;
      this.idleWaiters = [];
      for (const resolve of waiting) resolve();
      return;
    }
    this.dispatch(press);
    // Each key, the last one too, waits for the app to draw what it did.
    this.state = 'drawing';
    if (this.redraw) this.redraw();
    else setImmediate(() => this.drawn());
  }

  private dispatch(first: KeyPress): void {
    // The handlers that may take this key, as the screen stood when it came.
    const targets = [...this.subscribers].filter((subscriber) => subscriber.enabled.current);
    const fields = targets.filter((subscriber) => subscriber.field);
    let press = first;
    if (press.text && fields.length === 0) {
      if (press.text === 'paste') return;
      const [char = '', ...rest] = [...press.input];
      if (rest.length > 0) {
        this.queue.unshift(...rest.map(typed));
        press = typed(char);
      }
    } else if (fields.length > 0 && fields.every((subscriber) => subscriber.field === 'lines')) {
      press = this.joinLines(press);
    }
    if (this.app(press.input, press.key)) return;
    for (const subscriber of targets) {
      if (subscriber.field || !press.text || press.input.length < 2) {
        subscriber.handler.current(press.input, press.key);
        continue;
      }
      for (const char of press.input) subscriber.handler.current(char, press.key);
    }
  }

  /**
   * For a multi-line field: text and Enters that came together (lines pasted where the terminal
   * does not bracket pastes) as one text with line breaks, so 1,000 pasted lines are one edit,
   * not 2,000 keys each waiting for the screen.
   */
  private joinLines(press: KeyPress): KeyPress {
    const line = (next: KeyPress | undefined) =>
      next !== undefined && (next.text !== undefined || isEnter(next));
    if (!line(press) || !line(this.queue[0])) return press;
    let text = '';
    for (let next: KeyPress | undefined = press; line(next); next = this.queue[0]) {
      if (next !== press) this.queue.shift();
      text += next?.text ? next.input : '\n';
    }
    return { input: text, key: NO_KEY, text: 'paste' };
  }
}

/** Enter with no modifier. */
const isEnter = (press: KeyPress) =>
  press.key.return && !press.key.ctrl && !press.key.meta && !press.key.shift;

/** The app's keyboard (`App` provides it; `useKeys` registers with it). */
export const KeyBusContext = createContext<KeyBus | null>(null);
