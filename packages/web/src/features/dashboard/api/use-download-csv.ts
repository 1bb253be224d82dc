import { messages } from '@leadgen/core/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useDashboardToast } from '../dashboard-toast';

/** The file name of a Content-Disposition header (the server's `csvFileName`, spec §9). */
const fileNameOf = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1];

/** Saves a blob under `fileName` through a temporary link, as a browser download. */
function saveBlob(blob: Blob, fileName: string) {
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
 * Download CSV of a completed list (spec §2, §8): 'Preparing CSV download...', then the file from
 * GET /api/lists/:id/csv and 'CSV downloaded successfully!', or 'Failed to download CSV. Please
 * try again.' The file is fetched first so a failure is reported instead of a broken download.
 */
export function useDownloadListCsv(save: (blob: Blob, fileName: string) => void = saveBlob) {
  const { ok, fail } = useDashboardToast();
  return useMutation({
    onMutate: () => ok(messages.preparingCsv),
    mutationFn: async (list: { id: string; name: string }) => {
      const res = await api.lists[':id'].csv.$get({ param: { id: list.id }, query: {} });
      if (!res.ok) throw new Error(`CSV download failed (${res.status})`);
      save(await res.blob(), fileNameOf(res.headers.get('content-disposition')) ?? 'leads.csv');
    },
    onSuccess: () => ok(messages.csvDownloaded),
    onError: () => fail(messages.failedToDownloadCsv),
  });
}
