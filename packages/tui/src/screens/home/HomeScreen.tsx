import { Text } from 'ink';

export function HomeScreen({ tab }: { tab?: 'lists' | 'campaigns' }) {
  return <Text>HomeScreen</Text>;
}
