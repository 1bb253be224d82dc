import { addVariant, type CampaignVariant, listVariants, pickWinner } from '@leadgen/core';
import { lintTemplate, messages, padToWidth } from '@leadgen/core/domain';
import { Box } from 'ink';
import { useState } from 'react';
import { useApp, useKeys } from '../../app-context.js';
import { Confirm } from '../../components/Confirm.js';
import { LintLine } from '../../components/LintLine.js';
import { ScreenFrame } from '../../components/ScreenFrame.js';
import { Text } from '../../components/Text.js';
import { TextInput } from '../../components/TextInput.js';
import { dispatchKey } from '../../keymap.js';
import { useTone } from '../../theme.js';
import { useListCursor } from '../../use-list-cursor.js';
import { useLiveState } from '../../use-live-state.js';
import { useLoad } from '../../use-load.js';
import { CampaignLoadFrame } from './CampaignLoadFrame.js';
import { variantsKeymap } from './variants-keymap.js';

type Mode = 'browse' | 'add' | 'pick';

const percent = (proportion: number | null) =>
  proportion === null ? '-' : `${Math.round(proportion * 1000) / 10}%`;

/** One row of the table: label, sent, replied, rate, 95% interval, the text; fixed widths. */
function variantLine(variant: CampaignVariant): string {
  const interval = variant.interval
    ? `${percent(variant.interval.low)}–${percent(variant.interval.high)}`
    : '-';
  return [
    padToWidth(messages.variantName(variant), 12),
    padToWidth(String(variant.sent), 6),
    padToWidth(String(variant.replied), 8),
    padToWidth(percent(variant.replyRate), 7),
    padToWidth(interval, 14),
    variant.template.replace(/\s*\n\s*/g, ' ⏎ '),
  ].join(' ');
}

const HEADER = ['Variant', 'Sent', 'Replied', 'Rate', '95% interval', 'Message']
  .map((cell, i) => padToWidth(cell, [12, 6, 8, 7, 14, 0][i] ?? 0))
  .join(' ');

/**
 * A campaign's message variants (issue 36), opened from the campaign screen with `v`: per
 * variant sent, replied, reply rate and its 95% interval, the suggestion line; `a` adds one (its
 * text typed, blank for a copy of A), `p` picks the highlighted one as the winner after a
 * confirmation (final).
 */
export function VariantsScreen({ campaignId }: { campaignId: string }) {
  const { deps, back, flash, fail } = useApp();
  const tone = useTone();
  const ref = { store: deps.store };
  const loaded = useLoad(() => listVariants(ref, deps.user.id, campaignId), [campaignId]);
  const data = loaded.data;
  const [mode, setMode, liveMode] = useLiveState<Mode>('browse');
  const [draft, setDraft] = useState('');
  const { at, liveAt, move } = useListCursor(data?.variants.length ?? 0, 10);
  const highlighted = data?.variants[at];

  const act = async (work: () => Promise<{ notice: string; warning?: string | null }>) => {
    setMode('browse');
    try {
      const done = await work();
      flash(
        done.warning ? `${done.notice}. ${done.warning}` : done.notice,
        done.warning ? 'warning' : 'success',
      );
      loaded.reload();
    } catch (error) {
      fail(error);
    }
  };

  /** The keys while browsing: what the help and the footer list is what the keyboard does. */
  const keymap = variantsKeymap(
    { open: data !== undefined && data.winner === null },
    {
      move: (input, key) => {
        if (data) move(input, key);
      },
      add: () => {
        setDraft('');
        setMode('add');
      },
      pick: () => setMode('pick'),
      back,
    },
  );
  useKeys((input, key) => {
    // the add field or the pick question opened by an earlier key of this burst has the keyboard
    if (liveMode() === 'browse') dispatchKey(keymap, input, key);
  }, mode === 'browse');

  if (!data) return <CampaignLoadFrame title="Variants" keys={keymap} error={loaded.error} />;
  const picked = data.variants[liveAt()] ?? highlighted;
  return (
    <ScreenFrame title="Message variants" keys={keymap}>
      <Text color={tone('muted')} wrap="truncate">
        {HEADER}
      </Text>
      {data.variants.map((variant, i) => (
        <Text key={variant.label} inverse={i === at} wrap="truncate">
          {variantLine(variant)}
        </Text>
      ))}
      <Box marginTop={1}>
        <Text color={tone(data.suggestion.winner ? 'success' : 'muted')} wrap="wrap">
          {messages.variantSuggestionLine(
            data.winner,
            data.winner ? null : data.suggestion.winner,
            data.suggestion.reason,
          )}
        </Text>
      </Box>
      {mode === 'add' ? (
        <Box borderStyle="round" paddingX={1} flexDirection="column">
          <Text color={tone('accent')}>New variant's message (Enter adds; blank copies A; Esc cancels)</Text>
          <TextInput
            value={draft}
            onChange={setDraft}
            onSubmit={(text) =>
              void act(() => addVariant(ref, deps.user.id, campaignId, { template: text.trim() }))
            }
            onCancel={() => setMode('browse')}
            placeholder="Hey {First Name}, …"
          />
          <LintLine lint={lintTemplate(draft)} />
        </Box>
      ) : mode === 'pick' && picked ? (
        <Confirm
          question={messages.variantPickConfirm(picked.label, data.suggestion.winner, data.suggestion.reason)}
          onYes={() => void act(() => pickWinner(ref, deps.user.id, campaignId, picked.label))}
          onNo={() => setMode('browse')}
        />
      ) : null}
    </ScreenFrame>
  );
}
