import { Text } from 'ink';

export function RunScreen({ jobId }: { jobId: string }) {
  return <Text>RunScreen</Text>;
}
