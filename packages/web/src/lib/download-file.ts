import { messages } from '@leadgen/core/domain';
import { apiErrorOf } from './api';

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

/** A CSV download of a list or campaign without a profile. */
export class NothingToExportError extends Error {}

const EMPTY = new Set<string>([messages.noProfilesInList, messages.noProfilesInCampaign]);

/**
 * Saves a CSV answer of the API as a download named by its Content-Disposition (or `fallback`).
 * The file is fetched before saving so a failure can be reported instead of a broken download;
 * the server's refusal of an empty list is a NothingToExportError.
 */
export async function saveCsvResponse(
  res: Response,
  save: (blob: Blob, fileName: string) => void = saveBlob,
  fallback = 'leads.csv',
): Promise<void> {
  if (!res.ok) {
    const error = await apiErrorOf(res);
    throw EMPTY.has(error.message) ? new NothingToExportError() : error;
  }
  save(await res.blob(), fileNameOf(res.headers.get('content-disposition')) ?? fallback);
}

/** spec §5, §8: a failed Download CSV says 'No profiles found in this campaign' or to try again. */
export const csvFailureMessage = (error: unknown): string =>
  error instanceof NothingToExportError ? messages.noProfilesInCampaign : messages.failedToDownloadCsv;
