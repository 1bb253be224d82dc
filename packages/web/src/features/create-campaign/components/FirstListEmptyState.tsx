import { Link } from 'react-router';

/**
 * spec §2: with no profiles to choose from, the create screen offers 'Create Your First List'
 * (/new-list, which the router sends to /new-campaign).
 */
export function FirstListEmptyState() {
  return (
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
  );
}
