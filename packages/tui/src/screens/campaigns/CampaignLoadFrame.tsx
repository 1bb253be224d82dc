import { LeadgenError, messages } from '@leadgen/core/domain';
import { type KeyHelp, ScreenFrame } from '../../components/ScreenFrame.js';
import { Text } from '../../components/Text.js';
import { useTone } from '../../theme.js';

/** A campaign screen before its data: 'Loading...', or why it could not load (our message, else a generic one). */
export function CampaignLoadFrame({
  title,
  keys,
  error,
}: {
  title: string;
  keys: KeyHelp[];
  error: unknown;
}) {
  const tone = useTone();
  return (
    <ScreenFrame title={title} keys={keys}>
      <Text color={tone(error ? 'danger' : 'muted')} wrap="truncate">
        {error
          ? error instanceof LeadgenError
            ? error.message
            : messages.campaignNotFoundLong
          : messages.loading}
      </Text>
    </ScreenFrame>
  );
}
