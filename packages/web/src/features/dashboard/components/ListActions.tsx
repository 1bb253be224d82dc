import { Link, useNavigate } from 'react-router';
import { useCsvDownload } from '../../../lib/use-csv-download';
import { useCreateCampaignFromList } from '../api/use-campaigns';
import { useWatchList } from '../api/use-watch-list';
import { useDashboardToast } from '../dashboard-toast';

const ACTION =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:text-slate-400';

/**
 * A completed list's actions (spec §2, §4): View List, Create Campaign from it (a draft campaign
 * of all its profiles, shown on the campaigns tab), Download CSV, and for a discovery list Watch
 * (issue 34: its target's new followers or followings from now on, on the Watches page).
 */
export function ListActions({
  list,
}: {
  list: { id: string; name: string; search_type?: string; target_accounts?: readonly string[] };
}) {
  const download = useCsvDownload(useDashboardToast());
  const navigate = useNavigate();
  const create = useCreateCampaignFromList(() => navigate('/dashboard?tab=campaigns'));
  const watch = useWatchList(() => navigate('/watches'));
  const target = list.target_accounts?.[0];
  const watchable = (list.search_type === 'followers' || list.search_type === 'following') && target;
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-100 px-4 py-3">
      <Link to={`/list/${list.id}`} className={ACTION}>
        View List
      </Link>
      <button
        type="button"
        className={ACTION}
        disabled={create.isPending}
        onClick={() => create.mutate(list)}
      >
        Create Campaign
      </button>
      <button
        type="button"
        className={ACTION}
        disabled={download.isPending}
        onClick={() => download.mutate({ kind: 'list', id: list.id })}
      >
        Download CSV
      </button>
      {watchable ? (
        <button
          type="button"
          className={ACTION}
          disabled={watch.isPending}
          title={`Collect the new ${list.search_type} of @${target} every day`}
          onClick={() => watch.mutate({ id: list.id, target, type: list.search_type as string })}
        >
          Watch
        </button>
      ) : null}
    </div>
  );
}
