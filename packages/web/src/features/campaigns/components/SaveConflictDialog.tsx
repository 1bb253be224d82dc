import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { api, read } from '../../../lib/api';
import { campaignKey } from '../api/campaign-types';
import type { SaveConflict } from '../api/use-save-campaign';
import type { SavedCampaign } from '../edit-save';
import { changedElsewhere } from '../save-conflict';

/**
 * A save refused because another tab or window saved this campaign first (issue 31): the
 * server's words, what changed there (the settings, the number of profiles, the messages by
 * username), and the choice: Reload (their changes, losing these) or Overwrite (these over theirs).
 */
export function SaveConflictDialog({
  campaignId,
  conflict,
  saved,
  usernameOf,
  onReload,
  onOverwrite,
  onClose,
}: {
  campaignId: string;
  conflict: SaveConflict;
  saved: SavedCampaign;
  usernameOf: (id: string) => string | undefined;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}) {
  // the campaign as saved now, read afresh for each conflict
  const current = useQuery({
    queryKey: [...campaignKey(campaignId), 'conflict', conflict],
    queryFn: async () => (await read(api.campaigns[':id'].$get({ param: { id: campaignId } }))).campaign,
    gcTime: 0,
    retry: false,
  });
  const lines = current.data ? changedElsewhere(saved, current.data) : [];
  const stale = (conflict.stale ?? []).map((id) => usernameOf(id) ?? id);
  return (
    <Modal
      title="Changed in another tab"
      onClose={onClose}
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onReload}>
            Reload
          </Button>
          <Button variant="danger" onClick={onOverwrite}>
            Overwrite with mine
          </Button>
        </div>
      }
    >
      <p className="text-sm text-slate-700">{conflict.message}</p>
      {lines.length > 0 || stale.length > 0 ? (
        <ul aria-label="What changed" className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
          {stale.length > 0 ? (
            <li>
              Messages of{' '}
              {stale
                .slice(0, 5)
                .map((name) => `@${name}`)
                .join(', ')}
              {stale.length > 5 ? ` and ${stale.length - 5} more` : ''}
            </li>
          ) : null}
        </ul>
      ) : null}
      <p className="mt-3 text-sm text-slate-600">
        Reload shows their changes and drops yours; Overwrite saves yours over theirs.
      </p>
    </Modal>
  );
}
