import { Box } from 'ink';
import type { ReactNode } from 'react';
import { Text } from '../../components/Text.js';
import { TextInput } from '../../components/TextInput.js';
import { useTone } from '../../theme.js';

/** The width of a field's label column, marker included. */
export const LABEL_WIDTH = 18;

/** One labelled field of a run form; the focused one is marked and coloured. */
export function FieldRow({
  label,
  focused,
  children,
}: {
  label: string;
  focused: boolean;
  children: ReactNode;
}) {
  const tone = useTone();
  return (
    <Box>
      <Box width={LABEL_WIDTH} flexShrink={0}>
        <Text bold={focused} color={tone(focused ? 'accent' : undefined)} wrap="truncate">
          {focused ? '› ' : '  '}
          {label}
        </Text>
      </Box>
      <Box flexGrow={1} flexShrink={1} flexDirection="column">
        {children}
      </Box>
    </Box>
  );
}

/**
 * Keeps a one-line field to one row: a text longer than the row shows its end while the field
 * is being edited (where the cursor usually is), its start otherwise.
 */
export function OneRow({ editing, children }: { editing: boolean; children: ReactNode }) {
  return (
    <Box
      height={1}
      overflow="hidden"
      flexDirection="column"
      justifyContent={editing ? 'flex-end' : 'flex-start'}
    >
      <Box flexShrink={0}>{children}</Box>
    </Box>
  );
}

/** A labelled one-line text field of a run form. */
export function TextFieldRow({
  label,
  focused,
  value,
  onChange,
  placeholder,
  mask = false,
}: {
  label: string;
  focused: boolean;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  mask?: boolean;
}) {
  return (
    <FieldRow label={label} focused={focused}>
      <OneRow editing={focused}>
        <TextInput value={value} onChange={onChange} focus={focused} placeholder={placeholder} mask={mask} />
      </OneRow>
    </FieldRow>
  );
}
