import { messages } from '@leadgen/core/domain';
import { api } from './api';
import { csvFailureMessage, NothingToExportError, saveBlob, saveCsvResponse } from './download-file';
import { useSingleFlightMutation } from './use-single-flight-mutation';

/** What a Download CSV exports: a list or a campaign, and how many profiles it shows, if known. */
export interface CsvSource {
  kind: 'list' | 'campaign';
  id: string;
  /** A screen that knows it shows no profile says so without asking the server. */
  count?: number;
}

/** The toasts a screen gives Download CSV: progress, success and failure. */
export interface CsvToasts {
  info: (text: string) => void;
  ok: (text: string) => void;
  fail: (text: string) => void;
}

/**
 * Download CSV of a list or a campaign, the same on every screen (spec §2, §8, §9): 'Preparing
 * CSV download...', the file from GET /api/lists/:id/csv or /api/campaigns/:id/csv named by the
 * server, then 'CSV downloaded successfully!'. Nothing to export is 'No profiles found in this
 * campaign'; any other failure 'Failed to download CSV. Please try again.' The file is fetched
 * before it is saved, so a failure is reported instead of a broken download.
 *
 * @example
 * const download = useCsvDownload(toast);
 * download.mutate({ kind: 'campaign', id: campaign.id });
 */
export function useCsvDownload(toast: CsvToasts, save: (blob: Blob, fileName: string) => void = saveBlob) {
  return useSingleFlightMutation({
    mutationFn: async ({ kind, id, count }: CsvSource) => {
      if (count === 0) throw new NothingToExportError();
      toast.info(messages.preparingCsv);
      const res =
        kind === 'list'
          ? await api.lists[':id'].csv.$get({ param: { id }, query: {} })
          : await api.campaigns[':id'].csv.$get({ param: { id }, query: {} });
      await saveCsvResponse(res, save);
    },
    onSuccess: () => toast.ok(messages.csvDownloaded),
    onError: (error) => toast.fail(csvFailureMessage(error)),
  });
}
