import { CampaignsListScreen } from '../components/CampaignsListScreen';

/** /campaigns (spec §2 "Campaigns list screen", 'Your Campaigns'). */
export default function CampaignsRoute() {
  return <CampaignsListScreen />;
}
