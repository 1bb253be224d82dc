import { messages } from '@leadgen/core/domain';
import { api } from '../../../lib/api';
import {
  csvFailureMessage,
  NothingToExportError,
  saveBlob,
  saveCsvResponse,
} from '../../../lib/download-file';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';
import { useLeadReviewToast } from '../lead-review-toast';

/**
 * Download CSV (spec §2, §8 lead review): 'Preparing CSV download...', the file from GET
 * /api/lists/:id/csv named by the server, then 'CSV downloaded successfully!'. A list with no
 * rows is 'No profiles found in this campaign'; any other failure 'Failed to download CSV.
 * Please try again.'
 */
export function useDownloadLeadCsv(listId: string, save: (blob: Blob, fileName: string) => void = saveBlob) {
  const { ok, info, fail } = useLeadReviewToast();
  return useSingleFlightMutation({
    mutationFn: async (total: number) => {
      if (total === 0) throw new NothingToExportError();
      info(messages.preparingCsv);
      const res = await api.lists[':id'].csv.$get({ param: { id: listId }, query: {} });
      await saveCsvResponse(res, save);
    },
    onSuccess: () => ok(messages.csvDownloaded),
    onError: (error) => fail(csvFailureMessage(error)),
  });
}
