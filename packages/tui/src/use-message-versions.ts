import { StaleVersionError } from '@leadgen/core/domain';
import { useRef } from 'react';

/**
 * The message version each in-place edit saves over (issue 31): the one the row was read with,
 * then the one each save answered. A save refused because the message changed elsewhere (the
 * web app, another terminal) shows why and loses nothing; typing on then overwrites, leaving
 * keeps theirs.
 */
export function useMessageVersions() {
  const known = useRef(new Map<string, number | null>());
  return {
    /** The version to save over: undefined (no check) after a refusal the user typed past. */
    expected(id: string, read: number): number | undefined {
      const version = known.current.get(id);
      return version === null ? undefined : (version ?? read);
    },
    /** Runs a save of row `id`, keeping the version it answered, or noting a refusal. */
    async save(id: string, work: () => Promise<{ messageVersion: number }>): Promise<void> {
      try {
        known.current.set(id, (await work()).messageVersion);
      } catch (error) {
        if (error instanceof StaleVersionError) known.current.set(id, null);
        throw error;
      }
    },
  };
}
