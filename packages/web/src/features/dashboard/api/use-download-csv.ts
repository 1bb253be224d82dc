import { messages } from '@leadgen/core/domain';
import { api } from '../../../lib/api';
import { csvFailureMessage, saveBlob, saveCsvResponse } from '../../../lib/download-file';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';
import { useDashboardToast } from '../dashboard-toast';

/**
 * Download CSV of a completed list (spec §2, §8): 'Preparing CSV download...', then the file from
 * GET /api/lists/:id/csv and 'CSV downloaded successfully!', or 'No profiles found in this
 * campaign' for a list without profiles, or 'Failed to download CSV. Please try again.' The file is fetched first so a failure is reported instead of a broken download.
 */
export function useDownloadListCsv(save: (blob: Blob, fileName: string) => void = saveBlob) {
  const { ok, fail } = useDashboardToast();
  return useSingleFlightMutation({
    onMutate: () => ok(messages.preparingCsv),
    mutationFn: async (list: { id: string; name: string }) => {
      const res = await api.lists[':id'].csv.$get({ param: { id: list.id }, query: {} });
      await saveCsvResponse(res, save);
    },
    onSuccess: () => ok(messages.csvDownloaded),
    onError: (error) => fail(csvFailureMessage(error)),
  });
}
