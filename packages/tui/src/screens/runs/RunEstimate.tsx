import { formatCredits, formatEstimate, messages, profilesCovered } from '@leadgen/core/domain';
import { Box } from 'ink';
import { Text } from '../../components/Text.js';
import { useTone } from '../../theme.js';
import { useAccount } from '../../use-account.js';

/**
 * The live cost of the run being set up against the user's balance (spec §9: 0.008 credits a
 * profile, shown with 3 decimals), and what the balance covers: a run it covers in part is capped
 * (DESIGN.md §9), one it covers none of is refused.
 */
export function RunEstimate({ profiles, millicredits }: { profiles: number; millicredits: number }) {
  const tone = useTone();
  const { credits } = useAccount();
  const covered = profilesCovered(credits);
  const profileWord = `${profiles.toLocaleString('en-US')} profile${profiles === 1 ? '' : 's'}`;
  const coveredWord = `${covered.toLocaleString('en-US')} profile${covered === 1 ? '' : 's'}`;
  return (
    <Box flexDirection="column">
      <Text wrap="truncate">
        Estimate: {profileWord}, <Text bold>{formatEstimate(millicredits)}</Text>
        <Text color={tone('muted')}>
          {' '}
          · balance {formatCredits(credits)} covers {coveredWord}
        </Text>
      </Text>
      {covered === 0 ? (
        <Text color={tone('danger')} wrap="truncate">
          {messages.notEnoughCredits}
        </Text>
      ) : covered < profiles ? (
        <Text color={tone('warning')} wrap="truncate">
          {messages.runCapped(covered)}
        </Text>
      ) : (
        <Text> </Text>
      )}
    </Box>
  );
}
