import { vi } from 'vitest';

/** A file the page saved as a download: its name and its text. */
export interface SavedDownload {
  name: string;
  text: Promise<string>;
}

/**
 * Catches the page's downloads (the blob link `saveBlob` clicks) and the paths it fetched, so a
 * test can check which CSV route Download CSV asked and what file it saved. Call after the app
 * is rendered (it wraps the app's fetch); `vi.restoreAllMocks()` undoes it.
 */
export function captureDownloads() {
  const saved: SavedDownload[] = [];
  const fetched = vi.spyOn(globalThis, 'fetch');
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push({ name: '', text: (blob as Blob).text() });
    return 'blob:csv';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const last = saved.at(-1);
    if (last) last.name = this.download;
  });
  /** The paths (with any query) of every request the page made since the capture began. */
  const paths = () =>
    fetched.mock.calls.map(([input]) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      return `${url.pathname}${url.search}`;
    });
  return { saved, paths };
}
