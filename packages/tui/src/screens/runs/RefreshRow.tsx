import { Text } from '../../components/Text.js';
import { useTone } from '../../theme.js';
import { FieldRow } from './FieldRow.js';

/**
 * The refresh switch of a run form (issue 30), Ctrl-R from any field: on, everyone is enriched
 * again and charged, even people enriched within the freshness window, which a run otherwise
 * reuses at no charge.
 */
export function RefreshRow({ on }: { on: boolean }) {
  const tone = useTone();
  return (
    <FieldRow label="Refresh" focused={false}>
      <Text wrap="truncate">
        <Text bold={on} color={tone(on ? 'warning' : 'muted')}>
          {on ? '◉ on' : '○ off'}
        </Text>
        <Text color={tone('muted')}> · Ctrl-R: enrich everyone again (charged)</Text>
      </Text>
    </FieldRow>
  );
}
