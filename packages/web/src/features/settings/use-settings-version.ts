import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';

/** The newest settings version this page knows of, kept where every card of the page reads it. */
const VERSION_KEY = ['settings-version'] as const;

/**
 * The settings version a form saves over (issue 31): the one it was loaded with, or the newer
 * one a save on this page answered, by any of its cards. The version is the user's, one for all
 * the cards: saving the profile then the pace is no conflict, while a change made in another
 * tab or window is. A save refused so (409) says it in the server's words and takes the
 * current version, so saving again overwrites knowingly.
 */
export function useSettingsVersion(loaded: number) {
  const client = useQueryClient();
  const known = () => Math.max(loaded, client.getQueryData<number>(VERSION_KEY) ?? 0);
  const learn = (next: number) => client.setQueryData(VERSION_KEY, Math.max(next, known()));
  return {
    current: known,
    saved: learn,
    refused: (error: unknown) => {
      if (error instanceof ApiError && error.status === 409 && error.conflict.version !== undefined) {
        learn(error.conflict.version);
      }
    },
  };
}
