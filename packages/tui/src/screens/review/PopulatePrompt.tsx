import { lintTemplate, TEMPLATE_VARIABLES } from '@leadgen/core/domain';
import { Box } from 'ink';
import { useState } from 'react';
import { LintLine } from '../../components/LintLine.js';
import { Text } from '../../components/Text.js';
import { TextInput } from '../../components/TextInput.js';
import { useTone } from '../../theme.js';

/**
 * The lead review's Populate selected (spec §5 Templates): a template typed in one line, filled
 * in for each selected profile by core when Enter submits it; Esc closes without writing.
 */
export function PopulatePrompt({
  count,
  onSubmit,
  onClose,
}: {
  count: number;
  onSubmit: (template: string) => void;
  onClose: () => void;
}) {
  const tone = useTone();
  const [template, setTemplate] = useState('');
  return (
    <Box flexDirection="column" borderStyle="round" borderColor={tone('accent')} paddingX={1}>
      <Text bold>{`Populate ${count} selected · Enter populate · Esc close`}</Text>
      <Text color={tone('muted')}>{`Template (${TEMPLATE_VARIABLES.join(', ')})`}</Text>
      <TextInput
        value={template}
        onChange={setTemplate}
        onSubmit={onSubmit}
        onCancel={onClose}
        placeholder="Hi {First Name}!"
      />
      {/* issue 36: what Populate refuses ({First Nme}) or warns of, as it is typed */}
      <LintLine lint={lintTemplate(template)} />
    </Box>
  );
}
