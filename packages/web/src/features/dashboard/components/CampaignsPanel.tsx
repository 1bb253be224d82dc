import { searchCampaigns } from '@leadgen/core/domain';
import { Link } from 'react-router';
import type { CampaignSummary } from '../../../lib/api-types';
import { CampaignCard } from './CampaignCard';
import { EmptyState } from './EmptyState';

/** The campaigns tab: the cards matching the search, or an empty state; a link to the campaigns list (/campaigns). */
export function CampaignsPanel({
  campaigns,
  query,
  hasLists,
}: {
  campaigns: CampaignSummary[];
  query: string;
  hasLists: boolean;
}) {
  if (campaigns.length === 0) {
    return (
      <EmptyState
        title="No campaigns yet"
        text={
          hasLists
            ? 'Create a campaign from the profiles of your lists to start reaching out.'
            : 'Create a list of profiles first, then make a campaign from it.'
        }
        action={
          <Link
            to={hasLists ? '/create-campaign' : '/new-campaign'}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white"
          >
            {hasLists ? 'Create your first campaign' : 'Create your first list'}
          </Link>
        }
      />
    );
  }
  const shown = searchCampaigns(campaigns, query);
  if (shown.length === 0) {
    return <EmptyState title="No campaigns match your search" text="Try another name or description." />;
  }
  return (
    <>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((campaign) => (
          <CampaignCard key={campaign.id} campaign={campaign} />
        ))}
      </ul>
      <Link to="/campaigns" className="self-start text-sm font-medium text-brand-700 underline">
        Pause, resume or review all campaigns
      </Link>
    </>
  );
}
