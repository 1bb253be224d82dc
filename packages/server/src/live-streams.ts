/**
 * The live-event streams this server holds open, by user, so that a sign-out or a password
 * change re-checks them at once instead of at their next periodic check, and a shutdown ends
 * them all (the browser's EventSource then reconnects, to another server behind the balancer).
 */
export function createLiveStreams() {
  const streams = new Set<{ userId: string; recheck: () => void; end: () => void }>();
  return {
    /** Registers a stream's session check and how to end it; returns the function that unregisters it. */
    add(userId: string, recheck: () => void, end: () => void = () => {}): () => void {
      const entry = { userId, recheck, end };
      streams.add(entry);
      return () => streams.delete(entry);
    },
    /** Re-checks the sessions of one user's streams, or of every stream when no user is named. */
    recheck(userId?: string): void {
      for (const stream of streams) if (userId === undefined || stream.userId === userId) stream.recheck();
    },
    /** Ends every open stream (a shutdown): each answers its end, and its client reconnects. */
    endAll(): void {
      for (const stream of streams) stream.end();
    },
    get size(): number {
      return streams.size;
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
