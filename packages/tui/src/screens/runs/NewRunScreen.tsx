import { Text } from 'ink';

export function NewRunScreen({ kind }: { kind: 'discover' | 'custom' }) {
  return <Text>NewRunScreen</Text>;
}
