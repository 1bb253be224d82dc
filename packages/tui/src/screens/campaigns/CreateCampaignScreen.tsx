import { Text } from 'ink';

export function CreateCampaignScreen({
  listId,
  profileIds,
  previewId,
}: {
  listId: string;
  profileIds: string[];
  previewId?: string | undefined;
}) {
  return <Text>CreateCampaignScreen</Text>;
}
