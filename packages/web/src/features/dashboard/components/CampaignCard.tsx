import { Link } from 'react-router';
import type { CampaignSummary } from '../../../lib/api-types';
import { groupedCount } from '../../../lib/count-format';
import { shortDate } from '../../../lib/short-date';
import { useCsvDownload } from '../../../lib/use-csv-download';
import { useDeleteCampaign, useRenameCampaign } from '../api/use-campaigns';
import { useDashboardToast } from '../dashboard-toast';
import { AvatarStack } from './AvatarStack';
import { InlineRename } from './InlineRename';
import { StatusChip } from './StatusChip';
import { TwoStepDeleteButton } from './TwoStepDeleteButton';

const ACTION =
  'inline-flex flex-1 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 sm:flex-none';

/**
 * A campaign card (spec §2): the name with its pencil and two-step delete, avatars of up to 3
 * profiles plus '+N', the status badge, the date, View and Edit (the spec's /campaign/{id} and
 * /campaign/{id}/edit lead to the same two screens) and Download CSV (spec §1, §9).
 */
export function CampaignCard({ campaign }: { campaign: CampaignSummary }) {
  const rename = useRenameCampaign();
  const remove = useDeleteCampaign();
  const download = useCsvDownload(useDashboardToast());
  const what = `campaign ${campaign.name}`;
  const id = encodeURIComponent(campaign.id);
  return (
    <li
      aria-label={campaign.name}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs"
    >
      <div className="flex items-center gap-2">
        <InlineRename
          value={campaign.name}
          what={what}
          onSave={(name) => rename.mutate({ id: campaign.id, name, version: campaign.version })}
        >
          <h3 className="min-w-0 flex-1 truncate font-semibold text-slate-900">{campaign.name}</h3>
        </InlineRename>
        <TwoStepDeleteButton
          what={what}
          disabled={remove.isPending}
          onConfirm={() => remove.mutate(campaign.id)}
        />
      </div>
      {campaign.description ? (
        <p className="line-clamp-2 text-sm text-slate-600">{campaign.description}</p>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <AvatarStack profiles={campaign.preview_profiles} total={campaign.profile_count} />
        <StatusChip status={campaign.status} kind="campaign" />
      </div>
      <p className="text-xs text-slate-500">
        {groupedCount(campaign.profile_count)} profiles ·{' '}
        <time dateTime={campaign.created_at}>{shortDate(campaign.created_at)}</time>
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Link to={`/view-campaign/${id}`} className={ACTION}>
          View
        </Link>
        <Link to={`/edit-campaign/${id}`} className={ACTION}>
          Edit
        </Link>
        <button
          type="button"
          className={ACTION}
          disabled={download.isPending}
          onClick={() =>
            download.mutate({ kind: 'campaign', id: campaign.id, count: campaign.profile_count })
          }
        >
          Download CSV
        </button>
      </div>
    </li>
  );
}
