import { Text } from 'ink';

export function CampaignScreen({ campaignId }: { campaignId: string }) {
  return <Text>CampaignScreen</Text>;
}
