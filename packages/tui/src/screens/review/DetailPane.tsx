import type { Profile } from '@leadgen/core/domain';
import { Box } from 'ink';
import { Text } from '../../components/Text.js';
import { TextInput } from '../../components/TextInput.js';
import { count } from '../../format.js';
import { useTone } from '../../theme.js';

/**
 * The highlighted profile: name, counts, bio and message; while editing, the message is a
 * text field (Esc or Ctrl-S leaves and saves).
 */
export function DetailPane({
  profile,
  editing,
  draft,
  onDraft,
  onLeave,
  height,
}: {
  profile: Profile | undefined;
  editing: boolean;
  draft: string;
  onDraft: (value: string) => void;
  onLeave: () => void;
  height: number;
}) {
  const tone = useTone();
  if (!profile) return <Box height={height} />;
  return (
    <Box
      flexDirection="column"
      height={height}
      borderStyle="single"
      borderColor={tone('muted')}
      borderTop
      borderBottom={false}
      borderLeft={false}
      borderRight={false}
    >
      <Text wrap="truncate">
        <Text bold>@{profile.username}</Text> · {profile.full_name ?? 'No name'} ·{' '}
        {count(profile.followers_count)} followers · {count(profile.following_count ?? profile.follows_count)}{' '}
        following · {count(profile.posts_count)} posts
        {profile.enrichment_error ? ` · ${profile.enrichment_error}` : ''}
      </Text>
      <Text wrap="truncate-end" color={tone(profile.biography ? undefined : 'muted')}>
        {profile.biography?.replace(/\s+/g, ' ') ?? 'No bio available'}
      </Text>
      {editing ? (
        <Box>
          <Text color={tone('accent')}>Message: </Text>
          <TextInput value={draft} onChange={onDraft} onSubmit={onLeave} onCancel={onLeave} multiline />
        </Box>
      ) : (
        <Text wrap="truncate-end" color={tone(profile.message ? undefined : 'muted')}>
          {/* one line: a message's line breaks shown as ⏎, as the campaign screen shows a template's */}
          Message: {profile.message?.replace(/\s*\n\s*/g, ' ⏎ ') ?? 'none (Enter to write one)'}
        </Text>
      )}
    </Box>
  );
}
