import { messages } from '@leadgen/core/domain';
import { api } from '../../../lib/api';
import {
  csvFailureMessage,
  NothingToExportError,
  saveBlob,
  saveCsvResponse,
} from '../../../lib/download-file';
import type { CsvToasts } from '../../../lib/use-csv-download';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';

/**
 * What the lead review's Download CSV exports: the selected rows (their ids are posted, as a
 * selection may be too long for an address), the rows the filters pass, or the whole list;
 * `order` is the shown order's parameters (`leadSortQuery`), `count` how many rows that is.
 */
export type LeadCsvExport =
  | { rows: 'selected'; ids: readonly string[]; order: Record<string, string>; count: number }
  | { rows: 'filtered'; query: Record<string, string>; order: Record<string, string>; count: number }
  | { rows: 'all'; order: Record<string, string>; count: number };

/**
 * Download CSV of what the lead review shows (spec §2, §8, §9): 'Preparing CSV download...', the
 * file from POST /api/lists/:id/csv (a selection) or GET (filters, or the whole list), in the order
 * shown, then 'CSV downloaded successfully!'; nothing to export or a failure says so, as every
 * Download CSV does (`useCsvDownload`).
 */
export function useLeadCsvDownload(
  listId: string,
  toast: CsvToasts,
  save: (blob: Blob, fileName: string) => void = saveBlob,
) {
  return useSingleFlightMutation({
    mutationFn: async (shown: LeadCsvExport) => {
      if (shown.count === 0) throw new NothingToExportError();
      toast.info(messages.preparingCsv);
      const param = { id: listId };
      const res =
        shown.rows === 'selected'
          ? await api.lists[':id'].csv.$post({ param, json: { profileIds: [...shown.ids], ...shown.order } })
          : await api.lists[':id'].csv.$get({
              param,
              query: shown.rows === 'filtered' ? { ...shown.query, ...shown.order } : shown.order,
            });
      await saveCsvResponse(res, save);
    },
    onSuccess: () => toast.ok(messages.csvDownloaded),
    onError: (error) => toast.fail(csvFailureMessage(error)),
  });
}
