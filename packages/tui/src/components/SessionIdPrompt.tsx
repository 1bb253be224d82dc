import { Box } from 'ink';
import { Text } from './Text.js';
import { TextInput } from './TextInput.js';

/** What a retry that may need the Instagram session id again offers its prompt. */
export interface SessionIdRetry {
  asking: boolean;
  sessionId: string;
  setSessionId: (value: string) => void;
  submit: () => void;
  dismiss: () => void;
}

/**
 * The Instagram session id asked for before a run is tried again (its end erased the one it
 * had), masked; Enter retries, Esc cancels. Nothing while not asking.
 */
export function SessionIdPrompt({ retry, marginTop }: { retry: SessionIdRetry; marginTop?: number }) {
  if (!retry.asking) return null;
  return (
    <Box marginTop={marginTop}>
      <Text>Instagram session ID (Enter retries, Esc cancels): </Text>
      <TextInput
        value={retry.sessionId}
        onChange={retry.setSessionId}
        onSubmit={retry.submit}
        onCancel={retry.dismiss}
        mask
      />
    </Box>
  );
}
