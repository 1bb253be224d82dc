import { creditOffers, validateCustom } from '@leadgen/core';
import {
  estimateCustomCost,
  formatCreditAmount,
  MAX_CUSTOM_USERNAMES,
  normalizeUsername,
  parseCustomUsernames,
} from '@leadgen/core/domain';
import { parseUsernameCsv } from '@leadgen/core/username-csv';
import { Box } from 'ink';
import { useRef } from 'react';
import { useApp } from '../../app-context.js';
import { DiscardPrompt } from '../../components/DiscardPrompt.js';
import { Text } from '../../components/Text.js';
import { useTone } from '../../theme.js';
import { useTerminalSize } from '../../use-terminal-size.js';
import { FieldRow, LABEL_WIDTH, TextFieldRow } from './FieldRow.js';
import { newRunKeymap } from './new-run-keymap.js';
import { RefreshRow } from './RefreshRow.js';
import { RunEstimate } from './RunEstimate.js';
import { RunFormFrame } from './RunFormFrame.js';
import { readCsvFile } from './read-csv-file.js';
import { splitUsernames } from './split-usernames.js';
import { UsernamesField } from './UsernamesField.js';
import { type FormField, useForm } from './use-form.js';
import { useFormValues } from './use-form-values.js';
import { useStartRun } from './use-start-run.js';

/** What each field expects, shown under the form while it has the keyboard. */
const HINTS: Record<string, string> = {
  usernames: `Up to ${MAX_CUSTOM_USERNAMES}; Enter breaks the line, Tab moves on, Ctrl-S starts the run`,
  csv: 'A .csv file of usernames (1 MB at most); Enter imports it, replacing the usernames',
  name: 'Optional: blank names it "Custom: " plus the first usernames and the date',
};

/**
 * What the usernames typed so far come to: the unique count, and core's complaint if any, else
 * the usernames as core reads them (what it estimates).
 */
function usernamesStatus(text: string): { count: number; problem?: string; usernames?: string[] } {
  const entries = splitUsernames(text);
  const count = new Set(entries.map(normalizeUsername)).size;
  if (count === 0) return { count };
  try {
    const usernames = parseCustomUsernames(entries);
    return { count: usernames.length, usernames };
  } catch (error) {
    return { count, problem: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The custom-list form (spec §2 "Custom campaign screen"): usernames pasted or typed, or a CSV
 * file path imported with spec §5's rules and messages (the import replaces the usernames), an
 * optional list name, the refresh switch (Ctrl-R, issue 30) and the live estimate, which counts
 * the people already known. Submitting validates with core and starts the run.
 * The spec's optional session id is not asked for: the profile actor never logs in to Instagram,
 * so it would never be used (DESIGN.md §9).
 */
export function CustomForm() {
  const tone = useTone();
  const { flash, fail } = useApp();
  const { columns } = useTerminalSize();
  const { values, get, setter, update, changed } = useFormValues({
    usernames: '',
    csv: '',
    name: '',
    refresh: false as boolean,
  });
  /** The path last imported: submitting with another path imports it first. */
  const imported = useRef('');
  const { busy, start } = useStartRun();

  /** Reads the CSV path into the usernames (spec §5: the import replaces them); returns them. */
  const importCsv = async (path: string): Promise<string[]> => {
    const result = parseUsernameCsv(await readCsvFile(path));
    imported.current = path;
    setter('usernames')(result.usernames.join('\n'));
    flash(result.note ? `${result.message}. ${result.note}` : result.message, 'success');
    return result.usernames;
  };

  const fields: FormField[] = [
    { id: 'usernames', kind: 'multiline' },
    {
      id: 'csv',
      kind: 'text',
      onEnter: () => {
        const path = get().csv;
        if (path.trim() === '') return next();
        importCsv(path).then(next, (error: unknown) => fail(error, 'Could not read the CSV file'));
      },
    },
    { id: 'name', kind: 'text' },
  ];
  const submit = () => {
    const { usernames, csv, name, refresh } = get();
    start(async () => {
      const pending = csv.trim() !== '' && csv !== imported.current;
      const entries = pending ? await importCsv(csv) : splitUsernames(usernames);
      return { kind: 'custom', payload: validateCustom({ usernames: entries, name, refresh }) };
    });
  };
  const { focused, next, guard, keymap } = useForm(fields, submit, changed, (form) =>
    newRunKeymap('custom', { ...form, toggleRefresh: () => update('refresh', (on) => !on) }),
  );
  const status = usernamesStatus(values.usernames);

  return (
    <RunFormFrame kind="custom" keys={keymap}>
      <FieldRow label="Usernames" focused={focused === 'usernames'}>
        <UsernamesField
          value={values.usernames}
          onChange={setter('usernames')}
          focus={focused === 'usernames'}
          width={columns - LABEL_WIDTH}
        />
      </FieldRow>
      <TextFieldRow
        label="or CSV file"
        focused={focused === 'csv'}
        value={values.csv}
        onChange={setter('csv')}
        placeholder="path/to/usernames.csv"
      />
      <TextFieldRow
        label="List name"
        focused={focused === 'name'}
        value={values.name}
        onChange={setter('name')}
        placeholder="optional: generated from the usernames"
      />
      <RefreshRow on={values.refresh} />
      <Box marginTop={1}>
        <Text color={tone('muted')} wrap="truncate">
          {focused ? HINTS[focused] : ''}
        </Text>
      </Box>
      <Box marginTop={1}>
        <Text wrap="truncate">
          {status.count.toLocaleString('en-US')} username{status.count === 1 ? '' : 's'}
          <Text color={tone('muted')}> · {formatCreditAmount(creditOffers().creditsPerProfile)} each</Text>
          {status.problem ? <Text color={tone('warning')}> · {status.problem}</Text> : null}
        </Text>
      </Box>
      <RunEstimate
        request={
          status.usernames ? { usernames: status.usernames, ...(values.refresh && { refresh: true }) } : null
        }
        profiles={status.count}
        millicredits={estimateCustomCost(status.count)}
      />
      {busy ? <Text color={tone('muted')}>Starting the run…</Text> : null}
      <DiscardPrompt guard={guard} />
    </RunFormFrame>
  );
}
