import type { JobKind, JobProgress, JobStatus } from './job-types.js';

/**
 * What subscribers hear: job progress and state, a user's new credit balance, and a user's new
 * subscription status (spec §7: the realtime subscription to the user's credits and plan).
 */
export type LeadgenEvent =
  | {
      type: 'job';
      userId: string;
      jobId: string;
      kind: JobKind;
      /** The list the job fills (a run, once it made or resumed one); null for other jobs. */
      listId: string | null;
      status: JobStatus;
      progress: JobProgress | null;
      error: string | null;
    }
  | { type: 'credits'; userId: string; balance: number }
  | { type: 'subscription'; userId: string; subscriptionStatus: string };

/**
 * Carries events to the other processes sharing the database (PostgreSQL's LISTEN/NOTIFY): what
 * one process publishes, every other one hears.
 */
export interface EventRelay {
  send(event: LeadgenEvent): void;
  /** Calls `receiver` with every event another process sent; returns the function that stops. */
  receive(receiver: (event: LeadgenEvent) => void): () => void;
  /** Resolves once events from other processes are being heard. */
  ready(): Promise<void>;
}

/**
 * Publish/subscribe of LeadgenEvents per user: the worker publishes, the CLI, TUI and the
 * server's SSE stream subscribe (the spec's realtime subscription). With a relay, events also
 * travel to and from every other process on the database. A subscriber that throws never stops
 * the others.
 */
export interface EventBus {
  publish(event: LeadgenEvent): void;
  /** Listens to one user's events; returns the function that stops listening. */
  subscribe(userId: string, listener: (event: LeadgenEvent) => void): () => void;
  /** Stops hearing other processes (the relay's connection belongs to the store). */
  close(): void;
}

export function createEventBus(
  options: { relay?: EventRelay | null; onListenerError?: (error: unknown) => void } = {},
): EventBus {
  const listeners = new Map<string, Set<(event: LeadgenEvent) => void>>();
  const deliver = (event: LeadgenEvent) => {
    for (const listener of listeners.get(event.userId) ?? []) {
      try {
        listener(event);
      } catch (error) {
        options.onListenerError?.(error);
      }
    }
  };
  const stopRelay = options.relay?.receive(deliver);
  return {
    publish(event) {
      deliver(event);
      options.relay?.send(event);
    },
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        // Only this set: after it emptied, a new subscriber may have a new one under the key.
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    close() {
      stopRelay?.();
    },
  };
}
