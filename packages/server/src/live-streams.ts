/**
 * The live-event streams this server holds open, by user, so that a sign-out or a password
 * change re-checks them at once instead of at their next periodic check.
 */
export function createLiveStreams() {
  const streams = new Set<{ userId: string; recheck: () => void }>();
  return {
    /** Registers a stream's session check; returns the function that unregisters it. */
    add(userId: string, recheck: () => void): () => void {
      const entry = { userId, recheck };
      streams.add(entry);
      return () => streams.delete(entry);
    },
    /** Re-checks the sessions of one user's streams, or of every stream when no user is named. */
    recheck(userId?: string): void {
      for (const stream of streams) if (userId === undefined || stream.userId === userId) stream.recheck();
    },
    get size(): number {
      return streams.size;
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
