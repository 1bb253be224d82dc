import { Box } from 'ink';
import { useTone } from '../theme.js';
import { Text } from './Text.js';
import { TextInput } from './TextInput.js';

/**
 * The `/` search of a list screen: the query after a slash, a field while `focus` (Enter keeps
 * the query and gives the keys back to the list, Esc clears it), muted text otherwise.
 */
export function SearchField({
  query,
  focus,
  onChange,
  onDone,
  placeholder = 'search',
}: {
  query: string;
  focus: boolean;
  onChange: (query: string) => void;
  /** The field gives the keyboard back (Enter keeps the query, Esc has cleared it). */
  onDone: () => void;
  placeholder?: string;
}) {
  const tone = useTone();
  return (
    <Box>
      <Text color={tone('muted')}>/ </Text>
      <TextInput
        value={query}
        onChange={onChange}
        onSubmit={onDone}
        onCancel={() => {
          onChange('');
          onDone();
        }}
        focus={focus}
        placeholder={placeholder}
      />
    </Box>
  );
}
