import { instagramProfileUrl, messages } from '@leadgen/core/domain';
import { useApp } from './app-context.js';

/**
 * Opens a profile's Instagram page in the browser and says so in the status line with its
 * address, or, when no browser can be opened (over ssh), says that with the address to copy.
 */
export function useOpenProfile(): (username: string) => void {
  const { deps, flash } = useApp();
  return (username) => {
    const url = instagramProfileUrl(username);
    void deps.openUrl(url).then(
      (opened) => (opened ? flash(messages.openedUrl(url)) : flash(messages.noBrowser(url), 'warning')),
      () => flash(messages.noBrowser(url), 'warning'),
    );
  };
}
