import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCampaign, useCandidates } from '../api/use-campaign';
import { CampaignNotFound } from '../components/CampaignNotFound';
import { EditCampaignScreen } from '../components/EditCampaignScreen';
import { candidateListIds, mergeProfiles } from '../edit-profile';

/**
 * /edit-campaign/:id (spec §2 "Edit campaign screen"): the campaign with its profiles, then every
 * other profile of its lists to choose from as it arrives (without them, after a failed read,
 * the campaign's own are still editable); a missing campaign or one of another user is
 * 'Campaign not found'.
 */
export default function EditCampaignRoute() {
  const id = useParams().id ?? '';
  const campaign = useCampaign(id);
  // the lists a selection-made campaign's profiles come from are known once they all are
  const lists = useMemo(
    () => (campaign.complete && campaign.data ? candidateListIds(campaign.data) : undefined),
    [campaign.complete, campaign.data],
  );
  const candidates = useCandidates(id, lists);
  useDocumentTitle('Edit campaign', campaign.data?.name);
  // the campaign's own profiles are editable at once; its lists' other profiles join when read
  const profiles = useMemo(
    () => (campaign.data ? mergeProfiles(campaign.data.profiles, candidates.data ?? []) : []),
    [campaign.data, candidates.data],
  );
  if (campaign.isError) return <CampaignNotFound />;
  if (!campaign.data) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-slate-50">
        <Spinner label="Loading campaign…" />
      </div>
    );
  }
  return (
    <EditCampaignScreen
      key={campaign.data.id}
      campaign={campaign.data}
      profiles={profiles}
      membersComplete={campaign.complete}
      candidatesPending={candidates.isPending}
    />
  );
}
