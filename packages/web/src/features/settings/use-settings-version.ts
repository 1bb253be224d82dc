import { useRef } from 'react';
import { ApiError } from '../../lib/api';

/**
 * The settings version a form saves over (issue 31): the one it was loaded with, then the one
 * each save answered. A save refused because the settings changed in another tab or window
 * (409) says so in the server's words and takes the current version, so saving again
 * overwrites knowingly.
 */
export function useSettingsVersion(loaded: number) {
  const version = useRef(loaded);
  return {
    current: () => version.current,
    saved: (next: number) => {
      version.current = next;
    },
    refused: (error: unknown) => {
      if (error instanceof ApiError && error.status === 409 && error.conflict.version !== undefined) {
        version.current = error.conflict.version;
      }
    },
  };
}
