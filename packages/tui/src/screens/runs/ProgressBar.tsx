import { Text } from '../../components/Text.js';
import { useTone } from '../../theme.js';

/** A bar of `width` columns filled to `percent` (0 to 100), followed by the percentage. */
export function ProgressBar({ percent, width }: { percent: number; width: number }) {
  const tone = useTone();
  const share = Math.min(100, Math.max(0, Math.round(percent)));
  const cells = Math.max(1, width - 6);
  const filled = Math.round((share / 100) * cells);
  return (
    <Text wrap="truncate">
      <Text color={tone('accent')}>{'█'.repeat(filled)}</Text>
      <Text color={tone('muted')}>{'░'.repeat(cells - filled)}</Text>
      {` ${String(share).padStart(3)}%`}
    </Text>
  );
}
