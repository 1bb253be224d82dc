import { balanceNote, formatCredits, messages } from '@leadgen/core/domain';
import { Box } from 'ink';
import { Text } from '../../components/Text.js';
import { useTone } from '../../theme.js';
import { useAccount } from '../../use-account.js';
import { type EstimateRequest, localEstimate, useRunEstimate } from './use-run-estimate.js';

/**
 * The live cost of the run being set up against the user's balance: core's estimate of
 * `request` (spec §9: 0.008 credits a profile, shown with 3 decimals; issue 30: people already
 * known are reused at no charge), or the form's own of `profiles` and `millicredits` while core
 * has not answered. Then what the balance covers of the profiles to enrich: a run it covers in
 * part is capped (DESIGN.md §9, counting the known people, which cost nothing), one it covers
 * none of is refused.
 */
export function RunEstimate({
  request,
  profiles,
  millicredits,
}: {
  request: EstimateRequest | null;
  profiles: number;
  millicredits: number;
}) {
  const tone = useTone();
  const { credits } = useAccount();
  const estimate = useRunEstimate(request, localEstimate(profiles, millicredits, credits), credits);
  const { covered } = estimate;
  const note = balanceNote(estimate.toEnrich, covered, estimate.known);
  return (
    <Box flexDirection="column">
      <Text wrap="truncate">
        Estimate: <Text bold>{estimate.summary}</Text>
      </Text>
      {note ? (
        <Text color={tone(note === messages.notEnoughCredits ? 'danger' : 'warning')} wrap="truncate">
          {note}
        </Text>
      ) : (
        <Text color={tone('muted')} wrap="truncate">
          Balance {formatCredits(credits)} covers {covered.toLocaleString('en-US')} profile
          {covered === 1 ? '' : 's'}
        </Text>
      )}
    </Box>
  );
}
