import { messages } from '@leadgen/core/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { saveBlob, saveCsvResponse } from '../../../lib/download-file';
import { useLeadReviewToast } from '../lead-review-toast';

class EmptyListError extends Error {}

/**
 * Download CSV (spec §2, §8 lead review): 'Preparing CSV download...', the file from GET
 * /api/lists/:id/csv named by the server, then 'CSV downloaded successfully!'. A list with no
 * rows is 'No profiles found in this campaign'; any other failure 'Failed to download CSV.
 * Please try again.'
 */
export function useDownloadLeadCsv(listId: string, save: (blob: Blob, fileName: string) => void = saveBlob) {
  const { ok, info, fail } = useLeadReviewToast();
  return useMutation({
    mutationFn: async (total: number) => {
      if (total === 0) throw new EmptyListError();
      info(messages.preparingCsv);
      const res = await api.lists[':id'].csv.$get({ param: { id: listId }, query: {} });
      if (res.status === 400) {
        const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
        if (body.error?.message === messages.noProfilesInList) throw new EmptyListError();
        throw new ApiError(400, 'VALIDATION', body.error?.message ?? '');
      }
      await saveCsvResponse(res, save);
    },
    onSuccess: () => ok(messages.csvDownloaded),
    onError: (error) =>
      fail(error instanceof EmptyListError ? messages.noProfilesInCampaign : messages.failedToDownloadCsv),
  });
}
