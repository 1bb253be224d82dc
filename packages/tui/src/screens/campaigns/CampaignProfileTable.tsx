import type { CampaignProfile } from '@leadgen/core/domain';
import { Box } from 'ink';
import { memo } from 'react';
import { Text } from '../../components/Text.js';
import { cell, count } from '../../format.js';
import { useTone } from '../../theme.js';

/** Column widths for a terminal `columns` wide: the name takes what the others leave. */
function widths(columns: number) {
  const username = Math.min(24, Math.max(12, Math.floor(columns / 4)));
  const followers = 10;
  const message = 3;
  return {
    username,
    followers,
    message,
    name: Math.max(6, columns - 2 - username - followers - message - 4),
  };
}

/** The message marker: AI when the AI wrote it, • for any other message, blank for none. */
const marker = (profile: CampaignProfile) =>
  profile.message?.trim() ? (profile.message_processed ? 'AI' : ' •') : '';

/**
 * A campaign's profiles: only the rows from `start` to `start + height` are rendered, so a large
 * campaign costs a screenful per frame. Columns: username, name, followers and a message marker.
 */
export function CampaignProfileTable({
  profiles,
  start,
  height,
  cursor,
  columns,
}: {
  profiles: readonly CampaignProfile[];
  start: number;
  height: number;
  cursor: number;
  columns: number;
}) {
  const tone = useTone();
  const w = widths(columns);
  return (
    <Box flexDirection="column" height={height + 1}>
      <Text color={tone('muted')} wrap="truncate">
        {`  ${cell('USERNAME', w.username)} ${cell('NAME', w.name)} ${cell('FOLLOWERS', w.followers, 'right')} MSG`}
      </Text>
      {profiles.slice(start, start + height).map((profile, i) => (
        <Row key={profile.id} profile={profile} current={start + i === cursor} w={w} />
      ))}
    </Box>
  );
}

const Row = memo(function Row({
  profile,
  current,
  w,
}: {
  profile: CampaignProfile;
  current: boolean;
  w: ReturnType<typeof widths>;
}) {
  return (
    <Text inverse={current} wrap="truncate">
      {`${current ? '›' : ' '} ${cell(profile.username, w.username)} ${cell(profile.full_name ?? '', w.name)} ${cell(count(profile.followers_count), w.followers, 'right')} ${cell(marker(profile), w.message)}`}
    </Text>
  );
});
