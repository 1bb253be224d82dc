import type { Profile } from '@leadgen/core/domain';
import { Box } from 'ink';
import { memo } from 'react';
import { Text } from '../../components/Text.js';
import { cell, count } from '../../format.js';
import { type Tone, useTone } from '../../theme.js';

const STATUS_TONES: Record<string, Tone> = {
  enriched: 'success',
  pending: 'muted',
  not_found: 'warning',
  failed: 'danger',
};

/** P private, V verified, B business, N a watch's new person not seen before this view (issue 34). */
const flags = (p: Profile) =>
  `${p.is_private ? 'P' : '·'}${p.is_verified ? 'V' : '·'}${p.is_business_account || p.is_business ? 'B' : '·'}${p.is_new ? 'N' : ''}`;

/** Column widths for a terminal `columns` wide: the name takes what the fixed columns leave. */
function widths(columns: number) {
  const fixed = 4 + 18 + 10 + 6 + 4 + 10 + 3 + 7;
  return {
    username: 18,
    name: Math.max(6, columns - fixed - 1),
    followers: 10,
    posts: 6,
    flags: 4,
    status: 10,
    message: 3,
  };
}

/**
 * The lead review's table: only the rows from `start` to `start + height` are rendered, so a
 * 10,000-row list costs a screenful per frame. Columns: selection mark, username, name,
 * followers, posts, flags, enrichment status and a message marker (• has a message).
 */
export function ProfileTable({
  rows,
  start,
  height,
  cursor,
  selected,
  columns,
}: {
  rows: Profile[];
  start: number;
  height: number;
  cursor: number;
  selected: ReadonlySet<string>;
  columns: number;
}) {
  const tone = useTone();
  const w = widths(columns);
  return (
    <Box flexDirection="column">
      <Text color={tone('muted')} wrap="truncate">
        {`    ${cell('USERNAME', w.username)} ${cell('NAME', w.name)} ${cell('FOLLOWERS', w.followers, 'right')} ${cell('POSTS', w.posts, 'right')} ${cell('FLAG', w.flags)} ${cell('STATUS', w.status)} MSG`}
      </Text>
      {rows.slice(start, start + height).map((profile, i) => (
        <Row
          key={profile.id}
          profile={profile}
          current={start + i === cursor}
          checked={selected.has(profile.id)}
          w={w}
          statusTone={tone(STATUS_TONES[profile.enrichment_status])}
        />
      ))}
    </Box>
  );
}

const Row = memo(function Row({
  profile,
  current,
  checked,
  w,
  statusTone,
}: {
  profile: Profile;
  current: boolean;
  checked: boolean;
  w: ReturnType<typeof widths>;
  statusTone: string | undefined;
}) {
  return (
    <Text inverse={current} wrap="truncate">
      {`${checked ? '[x]' : '[ ]'} ${cell(profile.username, w.username)} ${cell(profile.full_name ?? 'No name', w.name)} ${cell(count(profile.followers_count), w.followers, 'right')} ${cell(count(profile.posts_count), w.posts, 'right')} ${cell(flags(profile), w.flags)} `}
      <Text color={statusTone}>{cell(profile.enrichment_status.replace('_', ' '), w.status)}</Text>
      {` ${profile.message?.trim() ? ' • ' : '   '}`}
    </Text>
  );
});
