import { Text } from 'ink';

export function ReviewScreen({ listId }: { listId: string }) {
  return <Text>ReviewScreen</Text>;
}
