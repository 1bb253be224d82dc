import type { CampaignDetail } from '@leadgen/core';
import { Text } from '../../components/Text.js';
import { count } from '../../format.js';
import { useTone } from '../../theme.js';

/** A date as the campaign screens show it: Nov 24, 2025. */
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The number of lines `CampaignInfo` takes. */
export const INFO_LINES = 3;

/**
 * A campaign's facts (spec §2 edit and view screens) on three lines: the description; the
 * created date, send rate and source list; the Campaign Stats (total, selected, sent, responses).
 * The status is the screen title's badge.
 */
export function CampaignInfo({ campaign }: { campaign: CampaignDetail }) {
  const tone = useTone();
  const { stats } = campaign;
  return (
    <>
      <Text color={tone(campaign.description ? undefined : 'muted')} wrap="truncate">
        {campaign.description ?? 'No description'}
      </Text>
      <Text wrap="truncate">
        {`Created ${longDate(campaign.created_at)} · send rate ${campaign.send_rate_limit}/hour`}
        {campaign.search_list ? ` · from ${campaign.search_list.name}` : ''}
      </Text>
      <Text wrap="truncate">
        {`Total ${count(stats.total)} · Selected ${count(stats.selected)} · Sent ${count(stats.sent)} · Responses ${count(stats.responses)}`}
      </Text>
    </>
  );
}
