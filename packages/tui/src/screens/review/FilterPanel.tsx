import { type LeadReviewFilter, normalizeLeadReviewFilter } from '@leadgen/core/domain';
import { Box } from 'ink';
import { useState } from 'react';
import { useApp, useKeys } from '../../app-context.js';
import { Text } from '../../components/Text.js';
import { TextInput } from '../../components/TextInput.js';
import { useTone } from '../../theme.js';

/** The lead-review filters (spec §5), in the order the panel shows them. */
const FIELDS = [
  ['bioContains', 'Bio contains'],
  ['bioExcludes', 'Bio excludes'],
  ['nameContains', 'Name contains'],
  ['minFollowers', 'Minimum followers'],
  ['maxFollowers', 'Maximum followers'],
  ['minPosts', 'Minimum posts'],
  ['maxPosts', 'Maximum posts'],
] as const satisfies readonly (readonly [keyof LeadReviewFilter, string])[];

type Draft = Record<(typeof FIELDS)[number][0], string>;

const toDraft = (filter: LeadReviewFilter): Draft =>
  Object.fromEntries(FIELDS.map(([key]) => [key, filter[key] == null ? '' : String(filter[key])])) as Draft;

/** A short description of a filter for the header, e.g. 'bio has "coach" · followers ≥ 1000'. */
export function describeFilter(filter: LeadReviewFilter): string {
  const parts: string[] = [];
  if (filter.bioContains) parts.push(`bio has "${filter.bioContains}"`);
  if (filter.bioExcludes) parts.push(`bio lacks "${filter.bioExcludes}"`);
  if (filter.nameContains) parts.push(`name has "${filter.nameContains}"`);
  const range = (label: string, min?: number | null, max?: number | null) => {
    if (min != null && max != null) parts.push(`${label} ${min}–${max}`);
    else if (min != null) parts.push(`${label} ≥ ${min}`);
    else if (max != null) parts.push(`${label} ≤ ${max}`);
  };
  range('followers', filter.minFollowers, filter.maxFollowers);
  range('posts', filter.minPosts, filter.maxPosts);
  return parts.join(' · ');
}

/**
 * The filter panel: one field per lead-review filter; ↑/↓ or Tab move, typing edits, Enter
 * applies (core checks the values: 'Minimum followers must be a whole number of 0 or more'),
 * Ctrl-X clears every field, Esc closes without applying.
 */
export function FilterPanel({
  filter,
  onApply,
  onClose,
}: {
  filter: LeadReviewFilter;
  onApply: (filter: LeadReviewFilter) => void;
  onClose: () => void;
}) {
  const { fail } = useApp();
  const tone = useTone();
  const [draft, setDraft] = useState<Draft>(() => toDraft(filter));
  const [field, setField] = useState(0);

  // The submitted field's value comes with the submit: it may be newer than this render's draft.
  const apply = (key: keyof Draft, value: string) => {
    try {
      onApply(normalizeLeadReviewFilter({ ...draft, [key]: value }));
    } catch (error) {
      fail(error, 'Invalid filter');
    }
  };

  useKeys((input, key) => {
    if (key.upArrow || (key.tab && key.shift)) setField((f) => (f + FIELDS.length - 1) % FIELDS.length);
    else if (key.downArrow || key.tab) setField((f) => (f + 1) % FIELDS.length);
    else if (key.ctrl && input === 'x') setDraft(toDraft({}));
  });

  const width = Math.max(...FIELDS.map(([, label]) => label.length)) + 2;
  return (
    <Box flexDirection="column" borderStyle="round" borderColor={tone('accent')} paddingX={1}>
      <Text bold>Filters · Enter apply · Ctrl-X clear all · Esc close</Text>
      {FIELDS.map(([key, label], index) => (
        <Box key={key}>
          <Text color={tone(index === field ? 'accent' : undefined)}>
            {index === field ? '> ' : '  '}
            {label.padEnd(width)}
          </Text>
          <TextInput
            value={draft[key]}
            onChange={(value) => setDraft((d) => ({ ...d, [key]: value }))}
            onSubmit={(value) => apply(key, value)}
            onCancel={onClose}
            focus={index === field}
          />
        </Box>
      ))}
    </Box>
  );
}
