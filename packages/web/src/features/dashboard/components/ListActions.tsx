import { Link, useNavigate } from 'react-router';
import { useCsvDownload } from '../../../lib/use-csv-download';
import { useCreateCampaignFromList } from '../api/use-campaigns';
import { useDashboardToast } from '../dashboard-toast';

const ACTION =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:text-slate-400';

/**
 * A completed list's actions (spec §2, §4): View List, Create Campaign from it (a draft campaign
 * of all its profiles, shown on the campaigns tab), Download CSV.
 */
export function ListActions({ list }: { list: { id: string; name: string } }) {
  const download = useCsvDownload(useDashboardToast());
  const navigate = useNavigate();
  const create = useCreateCampaignFromList(() => navigate('/dashboard?tab=campaigns'));
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
    </div>
  );
}
