/** The file name of a Content-Disposition header (the server's `csvFileName`, spec §9). */
export const fileNameOf = (disposition: string | null): string | undefined =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1];

/** Saves a blob under `fileName` through a temporary link, as a browser download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Saves a CSV answer of the API as a download named by its Content-Disposition (or `fallback`).
 * The file is fetched before saving so a failure can be reported instead of a broken download.
 */
export async function saveCsvResponse(
  res: Response,
  save: (blob: Blob, fileName: string) => void = saveBlob,
  fallback = 'leads.csv',
): Promise<void> {
  if (!res.ok) throw new Error(`CSV download failed (${res.status})`);
  save(await res.blob(), fileNameOf(res.headers.get('content-disposition')) ?? fallback);
}
