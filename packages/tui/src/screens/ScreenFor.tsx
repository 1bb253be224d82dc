import type { Route } from '../routes.js';
import { CampaignScreen } from './campaigns/CampaignScreen.js';
import { CreateCampaignScreen } from './campaigns/CreateCampaignScreen.js';
import { SendScreen } from './campaigns/SendScreen.js';
import { VariantsScreen } from './campaigns/VariantsScreen.js';
import { HomeScreen } from './home/HomeScreen.js';
import { ReviewScreen } from './review/ReviewScreen.js';
import { NewRunScreen } from './runs/NewRunScreen.js';
import { RunScreen } from './runs/RunScreen.js';
import { WatchesScreen } from './watches/WatchesScreen.js';

/** The screen component for a route. */
export function ScreenFor({ route }: { route: Route }) {
  switch (route.name) {
    case 'home':
      return <HomeScreen tab={route.tab} />;
    case 'review':
      return <ReviewScreen listId={route.listId} />;
    case 'new-run':
      return <NewRunScreen kind={route.kind} />;
    case 'run':
      return <RunScreen jobId={route.jobId} />;
    case 'create-campaign':
      return (
        <CreateCampaignScreen
          listId={route.listId}
          profileIds={route.profileIds}
          previewId={route.previewId}
        />
      );
    case 'campaign':
      return <CampaignScreen campaignId={route.campaignId} />;
    case 'send':
      return <SendScreen campaignId={route.campaignId} />;
    case 'variants':
      return <VariantsScreen campaignId={route.campaignId} />;
    case 'watches':
      return <WatchesScreen />;
  }
}
