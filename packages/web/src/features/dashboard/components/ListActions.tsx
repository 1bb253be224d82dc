import { Link } from 'react-router';
import { useDownloadListCsv } from '../api/use-download-csv';

const ACTION =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50';

/** A completed list's actions (spec §2, §4): View List, Create Campaign from it, Download CSV. */
export function ListActions({ list }: { list: { id: string; name: string } }) {
  const download = useDownloadListCsv();
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-100 px-4 py-3">
      <Link to={`/list/${list.id}`} className={ACTION}>
        View List
      </Link>
      <Link to={`/create-campaign?list=${encodeURIComponent(list.id)}`} className={ACTION}>
        Create Campaign
      </Link>
      <button
        type="button"
        className={`${ACTION} disabled:text-slate-400`}
        disabled={download.isPending}
        onClick={() => download.mutate(list)}
      >
        Download CSV
      </button>
    </div>
  );
}
