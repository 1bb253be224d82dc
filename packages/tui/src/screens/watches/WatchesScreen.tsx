import { listWatches, queueWatchRun } from '@leadgen/core';
import { formatWatchEvery, messages, type Watch } from '@leadgen/core/domain';
import { Box } from 'ink';
import { useState } from 'react';
import { useApp } from '../../app-context.js';
import { ScreenFrame } from '../../components/ScreenFrame.js';
import { Text } from '../../components/Text.js';
import { cell, shortDate } from '../../format.js';
import { useKeymap } from '../../keymap.js';
import { useTone } from '../../theme.js';
import { useListCursor } from '../../use-list-cursor.js';
import { usePoll } from '../../use-poll.js';
import { useTerminalSize } from '../../use-terminal-size.js';
import { visibleWindow } from '../../visible-window.js';
import { watchesKeymap } from './watches-keymap.js';

/**
 * The user's watchlists (issue 34): each watch's target, type and schedule, its next run (or that
 * one is running), the last run's new people and missed. `r` runs the watch now, here (its
 * progress on the run screen); Enter opens its list, where the new people are marked new.
 */
export function WatchesScreen() {
  const { deps, open, fail, runJob } = useApp();
  const tone = useTone();
  const { rows } = useTerminalSize();
  const [watches, setWatches] = useState<Watch[] | undefined>(undefined);
  const { store, user } = deps;
  usePoll(async () => setWatches(await listWatches({ store }, user.id)));
  const height = Math.max(3, rows - 8);
  const { at, move } = useListCursor(watches?.length ?? 0, height - 2);
  const current = watches?.[at];

  const keymap = watchesKeymap(
    { hasWatch: current !== undefined },
    {
      move,
      openList: () => current && open({ name: 'review', listId: current.search_list_id }),
      runNow: () => {
        if (!current) return;
        queueWatchRun({ store }, user.id, current.id).then(
          (run) => {
            if (!run) return;
            runJob(run.job.id, 'watch');
            open({ name: 'run', jobId: run.job.id });
          },
          (error: unknown) => fail(error),
        );
      },
    },
  );
  useKeymap(keymap);

  return (
    <ScreenFrame title="Watches" keys={keymap}>
      {watches === undefined ? (
        <Text color={tone('muted')}>{messages.loading}</Text>
      ) : watches.length === 0 ? (
        <Box marginY={1}>
          <Text color={tone('muted')}>
            No watches yet: `leadgen watch add &lt;target&gt;`, or Watch on a list in the web app
          </Text>
        </Box>
      ) : (
        <WatchRows watches={watches} cursor={at} height={height} />
      )}
    </ScreenFrame>
  );
}

function WatchRows({ watches, cursor, height }: { watches: Watch[]; cursor: number; height: number }) {
  const tone = useTone();
  const { start, end } = visibleWindow(watches.length, cursor, height - 1);
  return (
    <Box flexDirection="column">
      <Text color={tone('muted')}>
        {`  ${cell('TARGET', 24)} ${cell('TYPE', 10)} ${cell('EVERY', 6)} ${cell('NEXT RUN', 10)} ${cell('NEW', 6, 'right')} ${cell('MISSED', 7, 'right')}`}
      </Text>
      {watches.slice(start, end).map((watch, i) => (
        <Text key={watch.id} inverse={start + i === cursor} wrap="truncate">
          {`${start + i === cursor ? '>' : ' '} ${cell(`@${watch.target_username}`, 24)} ${cell(watch.search_type, 10)} ` +
            `${cell(formatWatchEvery(watch.every_seconds), 6)} ${cell(watch.active_job_id ? 'running' : shortDate(watch.next_run_at), 10)} ` +
            `${cell(watch.last_added === null ? '-' : String(watch.last_added), 6, 'right')} ` +
            `${cell(watch.last_missed ? `≈${watch.last_missed}` : '-', 7, 'right')}`}
        </Text>
      ))}
    </Box>
  );
}
