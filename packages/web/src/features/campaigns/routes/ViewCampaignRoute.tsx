import { useParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCampaignOverview } from '../api/use-campaign-overview';
import { CampaignNotFound } from '../components/CampaignNotFound';
import { ViewCampaignScreen } from '../components/ViewCampaignScreen';

/** /view-campaign/:id (spec §2 "View campaign screen"); missing or not theirs: 'Campaign not found'. */
export default function ViewCampaignRoute() {
  const id = useParams().id ?? '';
  const campaign = useCampaignOverview(id);
  useDocumentTitle('Campaign', campaign.data?.name);
  if (campaign.isError) return <CampaignNotFound />;
  if (!campaign.data) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-slate-50">
        <Spinner label="Loading campaign…" />
      </div>
    );
  }
  return <ViewCampaignScreen campaign={campaign.data} />;
}
