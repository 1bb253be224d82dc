import { Link, useSearchParams } from 'react-router';
import { useCompletedLists } from '../api/use-completed-lists';
import { CreateCampaignScreen } from '../components/CreateCampaignScreen';
import { FirstListEmptyState } from '../components/FirstListEmptyState';

/**
 * /create-campaign (spec §2 "Create campaign from profiles screen"): a campaign from profiles
 * of the completed lists; `?list=<id>` ticks that list. Without completed lists it offers
 * 'Create Your First List'.
 */
export default function CreateCampaignRoute() {
  const [params] = useSearchParams();
  const lists = useCompletedLists();
  return (
    <main className="min-h-screen bg-slate-50">
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
          <FirstListEmptyState />
        ) : (
          <CreateCampaignScreen lists={lists.data} initialList={params.get('list')} />
        )}
      </div>
    </main>
  );
}
