import { Link, useSearchParams } from 'react-router';
import { useCompletedLists } from '../api/use-completed-lists';
import { CreateCampaignScreen } from '../components/CreateCampaignScreen';

/**
 * /create-campaign (spec §2 "Create campaign from profiles screen"): a campaign from profiles
 * of the completed lists; `?list=<id>` ticks that list. Without completed lists it offers
 * 'Create Your First List' (/new-list, which the router sends to /new-campaign).
 */
export default function CreateCampaignRoute() {
  const [params] = useSearchParams();
  const lists = useCompletedLists();
  return (
    <div className="min-h-screen bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6">
        <Link
          to="/dashboard?tab=campaigns"
          className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-600"
        >
          ← Back to campaigns
        </Link>
        <h1 className="mt-2 mb-5 text-2xl font-bold tracking-tight text-slate-900">Create Campaign</h1>
        {lists.isPending ? (
          <p className="py-12 text-center text-sm text-slate-600">Loading lists…</p>
        ) : lists.isError ? (
          <p role="alert" className="py-12 text-center text-sm text-red-700">
            {lists.error.message}
          </p>
        ) : lists.data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <h2 className="text-base font-semibold text-slate-900">No profiles found</h2>
            <p className="mx-auto mt-1 max-w-sm text-sm text-slate-600">
              A campaign is made of profiles from your completed lists. Find some first.
            </p>
            <Link
              to="/new-list"
              className="mt-4 inline-flex rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
            >
              Create Your First List
            </Link>
          </div>
        ) : (
          <CreateCampaignScreen lists={lists.data} initialList={params.get('list')} />
        )}
      </div>
    </div>
  );
}
