import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCampaign, useCandidates } from '../api/use-campaign';
import { CampaignNotFound } from '../components/CampaignNotFound';
import { EditCampaignScreen } from '../components/EditCampaignScreen';
import { candidateListIds, mergeProfiles } from '../edit-profile';

/**
 * /edit-campaign/:id (spec §2 "Edit campaign screen"): the campaign, then every profile of its
 * lists to choose from; a missing campaign or one of another user is 'Campaign not found'.
 */
export default function EditCampaignRoute() {
  const id = useParams().id ?? '';
  const campaign = useCampaign(id);
  const lists = useMemo(() => (campaign.data ? candidateListIds(campaign.data) : undefined), [campaign.data]);
  const candidates = useCandidates(id, lists);
  useDocumentTitle('Edit campaign', campaign.data?.name);
  if (campaign.isError) return <CampaignNotFound />;
  if (!campaign.data || candidates.isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-slate-50">
        <Spinner label="Loading campaign…" />
      </div>
    );
  }
  // Without its lists' other profiles (a failed read) the campaign's own are still editable.
  const profiles = mergeProfiles(campaign.data.profiles, candidates.data ?? []);
  return <EditCampaignScreen key={campaign.data.id} campaign={campaign.data} profiles={profiles} />;
}
