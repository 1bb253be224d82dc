import { creditOffers, validateDiscovery } from '@leadgen/core';
import {
  clampMaxProfiles,
  DEFAULT_MAX_PROFILES,
  estimateDiscoveryCost,
  formatCreditAmount,
  MAX_MAX_PROFILES,
  MAX_TARGETS,
  MIN_MAX_PROFILES,
  parseTargets,
} from '@leadgen/core/domain';
import { Box } from 'ink';
import { useApp } from '../../app-context.js';
import { DiscardPrompt } from '../../components/DiscardPrompt.js';
import { Text } from '../../components/Text.js';
import { useTone } from '../../theme.js';
import { FieldRow, TextFieldRow } from './FieldRow.js';
import { newRunKeymap } from './new-run-keymap.js';
import { RefreshRow } from './RefreshRow.js';
import { RunEstimate } from './RunEstimate.js';
import { RunFormFrame } from './RunFormFrame.js';
import { splitUsernames } from './split-usernames.js';
import { type FormField, useForm } from './use-form.js';
import { useFormValues } from './use-form-values.js';
import type { EstimateRequest } from './use-run-estimate.js';
import { useStartRun } from './use-start-run.js';

type SearchType = 'followers' | 'following';

/** What each field expects, shown under the form while it has the keyboard. */
const HINTS: Record<string, string> = {
  targets: `1 to ${MAX_TARGETS} Instagram usernames, separated by spaces or commas`,
  type: '←/→ or space: their followers, or the accounts they follow',
  max: `${MIN_MAX_PROFILES} to ${MAX_MAX_PROFILES}; the run costs ${formatCreditAmount(creditOffers().creditsPerProfile)} a profile`,
  session: 'Your Instagram sessionid cookie, used for this run only and erased after',
  name: 'Optional: blank names the list after the targets, type and date',
};

/** What core estimates for the form's fields: nothing until the targets are valid. */
function estimateRequest(
  targets: string,
  type: SearchType,
  max: number,
  refresh: boolean,
): EstimateRequest | null {
  try {
    return { targets: parseTargets(splitUsernames(targets)), type, max, ...(refresh && { refresh: true }) };
  } catch {
    return null;
  }
}

/**
 * The discovery form (spec §2 "Create Instagram Discovery Campaign"): target accounts, search
 * type, max profiles (clamped as spec §5 says), the session id only when the configured actor for
 * the search type logs in to Instagram (DESIGN.md §9), an optional list name, the refresh switch
 * (Ctrl-R, issue 30) and the live estimate, which counts the people already known. Submitting
 * validates with core (spec §5 messages) and starts the run.
 */
export function DiscoverForm() {
  const tone = useTone();
  const { scraper } = useApp().deps.providers;
  const { values, get, setter, changed, update } = useFormValues({
    targets: '',
    type: 'followers' as SearchType,
    max: String(DEFAULT_MAX_PROFILES),
    session: '',
    name: '',
    refresh: false as boolean,
  });
  const { busy, start } = useStartRun();
  const maxProfiles = clampMaxProfiles(values.max);
  // The row comes and goes with the search type, toggled on its own row: the focus stays put.
  const askSession = scraper.sessionIdRequired(values.type);

  const fields: FormField[] = [
    { id: 'targets', kind: 'text' },
    {
      id: 'type',
      kind: 'choice',
      onKey: (input, key) => {
        if (key.leftArrow || key.rightArrow || input === ' ')
          update('type', (type) => (type === 'followers' ? 'following' : 'followers'));
      },
    },
    // spec §5: the input is clamped; non-numbers become 1
    { id: 'max', kind: 'text', onLeave: () => update('max', (max) => String(clampMaxProfiles(max))) },
    ...(askSession ? [{ id: 'session', kind: 'text' } as const] : []),
    { id: 'name', kind: 'text' },
  ];
  const submit = () => {
    const { targets, type, max, session, name, refresh } = get();
    start(async () => ({
      kind: 'discover',
      // core keeps the session id only when the type's actor logs in to Instagram, else null
      payload: validateDiscovery(
        {
          targets: splitUsernames(targets),
          type,
          max: clampMaxProfiles(max),
          sessionId: session,
          name,
          refresh,
        },
        scraper,
      ),
    }));
  };
  const { focused, guard, keymap } = useForm(fields, submit, changed, (form) =>
    newRunKeymap('discover', { ...form, toggleRefresh: () => update('refresh', (on) => !on) }),
  );
  const given = splitUsernames(values.targets).length;

  return (
    <RunFormFrame kind="discover" keys={keymap}>
      <TextFieldRow
        label="Target accounts"
        focused={focused === 'targets'}
        value={values.targets}
        onChange={setter('targets')}
        placeholder="e.g. natgeo, nasa"
      />
      <FieldRow label="Search type" focused={focused === 'type'}>
        <Text>
          {(['followers', 'following'] as const).map((option) => (
            <Text
              key={option}
              bold={option === values.type}
              color={tone(option === values.type ? 'accent' : 'muted')}
            >
              {option === values.type ? '◉ ' : '○ '}
              {option}
              {'   '}
            </Text>
          ))}
        </Text>
      </FieldRow>
      <TextFieldRow
        label="Max profiles"
        focused={focused === 'max'}
        value={values.max}
        onChange={setter('max')}
      />
      {askSession ? (
        <TextFieldRow
          label="Session ID"
          focused={focused === 'session'}
          value={values.session}
          onChange={setter('session')}
          mask
          placeholder="required: the configured scraper logs in to Instagram"
        />
      ) : null}
      <TextFieldRow
        label="List name"
        focused={focused === 'name'}
        value={values.name}
        onChange={setter('name')}
        placeholder="optional: generated from the targets"
      />
      <RefreshRow on={values.refresh} />
      <Box marginTop={1}>
        <Text color={tone('muted')} wrap="truncate">
          {focused ? HINTS[focused] : ''}
          {focused === 'targets' && given > 0 ? ` (${given} given)` : ''}
        </Text>
      </Box>
      <Box marginTop={1}>
        <RunEstimate
          request={estimateRequest(values.targets, values.type, maxProfiles, values.refresh)}
          profiles={maxProfiles}
          millicredits={estimateDiscoveryCost(maxProfiles)}
        />
      </Box>
      {busy ? <Text color={tone('muted')}>Starting the run…</Text> : null}
      <DiscardPrompt guard={guard} />
    </RunFormFrame>
  );
}
