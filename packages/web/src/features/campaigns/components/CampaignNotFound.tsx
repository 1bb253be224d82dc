import { messages } from '@leadgen/core/domain';
import { Link } from 'react-router';

/** The edit and view screens' not-found view (spec §2, §8): the campaign is missing or not theirs. */
export function CampaignNotFound() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">{messages.campaignNotFound}</h1>
        <p className="mt-2 text-sm text-slate-600">{messages.campaignNotFoundLong}</p>
        <Link
          to="/dashboard?tab=campaigns"
          className="mt-6 inline-flex rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          ← Back to Campaigns
        </Link>
      </div>
    </div>
  );
}
