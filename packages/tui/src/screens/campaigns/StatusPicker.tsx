import { CAMPAIGN_STATUSES, type CampaignStatus, campaignListAction } from '@leadgen/core/domain';
import { Box } from 'ink';
import { useState } from 'react';
import { useKeys } from '../../app-context.js';
import { Text } from '../../components/Text.js';
import { useTone } from '../../theme.js';
import { STATUS_TONES } from './status-tone.js';

/**
 * The statuses a campaign in `current` may move to here: any other (spec §4: "on the edit
 * screen any status can be chosen freely"), the campaigns list's own Pause or Resume first.
 */
export function statusChoices(current: string): CampaignStatus[] {
  const others = CAMPAIGN_STATUSES.filter((status) => status !== current);
  const known = CAMPAIGN_STATUSES.find((status) => status === current);
  const first = known ? campaignListAction(known)?.to : undefined;
  return first ? [first, ...others.filter((status) => status !== first)] : others;
}

/** A list of statuses to move a campaign to: ←/→ (or ↑/↓) choose, Enter sets, Esc cancels. */
export function StatusPicker({
  current,
  onPick,
  onCancel,
}: {
  current: string;
  onPick: (status: CampaignStatus) => void;
  onCancel: () => void;
}) {
  const tone = useTone();
  const choices = statusChoices(current);
  const [at, setAt] = useState(0);
  useKeys((input, key) => {
    if (key.escape) return onCancel();
    if (key.leftArrow || key.upArrow || input === 'h' || input === 'k')
      return setAt((i) => Math.max(0, i - 1));
    if (key.rightArrow || key.downArrow || input === 'l' || input === 'j')
      return setAt((i) => Math.min(choices.length - 1, i + 1));
    const choice = key.return ? choices[at] : undefined;
    if (choice) onPick(choice);
  });
  return (
    <Box borderStyle="round" borderColor={tone('accent')} paddingX={1} flexDirection="column">
      <Text wrap="truncate">{`Change status from ${current} to (Enter sets, Esc cancels):`}</Text>
      <Box>
        {choices.map((status, i) => (
          <Text key={status} inverse={i === at} color={tone(STATUS_TONES[status])}>
            {` ${status} `}
          </Text>
        ))}
      </Box>
    </Box>
  );
}
