import type { LintResult } from '@leadgen/core/domain';
import { Box } from 'ink';
import { hasFindings, LintLine } from '../../components/LintLine.js';
import { Text } from '../../components/Text.js';
import { useTone } from '../../theme.js';
import { TemplateInput, VARIABLE_KEY } from './TemplateInput.js';

/** Lines the template takes while it is edited (a label, the text, its border). */
export const TEMPLATE_EDIT_LINES = 6;

/**
 * A campaign's template being edited in place: a label naming the keys that save it (`saveKeys`,
 * from the template's keymap), the text in a box that shows its end, and the linter's line.
 */
export function TemplateEditor({
  value,
  onChange,
  lint,
  saveKeys,
}: {
  value: string;
  onChange: (value: string) => void;
  lint: LintResult;
  saveKeys: string;
}) {
  const tone = useTone();
  return (
    <Box flexDirection="column" height={TEMPLATE_EDIT_LINES}>
      <Text color={tone('accent')} wrap="truncate">
        {`Template (${VARIABLE_KEY} inserts {Full Name}, again cycles · ${saveKeys} saves)`}
      </Text>
      <Box
        borderStyle="round"
        borderColor={tone('accent')}
        height={TEMPLATE_EDIT_LINES - 1 - (hasFindings(lint) ? 1 : 0)}
        overflow="hidden"
        flexDirection="column"
        justifyContent="flex-end"
        paddingX={1}
      >
        {/* Kept whole, so the box shows its end (where the cursor is), not its first lines. */}
        <Box flexShrink={0} flexDirection="column">
          <TemplateInput value={value} onChange={onChange} focus />
        </Box>
      </Box>
      <LintLine lint={lint} />
    </Box>
  );
}
