import type { CampaignSummary } from '@leadgen/core';
import {
  displayListName,
  type ListStatusColor,
  listStatusColor,
  type SearchList,
} from '@leadgen/core/domain';
import { Box } from 'ink';
import { Text } from '../../components/Text.js';
import { cell, count, shortDate } from '../../format.js';
import { type Tone, useTone } from '../../theme.js';
import { useTerminalSize } from '../../use-terminal-size.js';
import { visibleWindow } from '../../visible-window.js';

export type ListRow = Omit<SearchList, 'instagram_session_id'>;

/** The tone of each list status chip colour (spec §4). */
const LIST_TONES: Record<ListStatusColor, Tone | undefined> = {
  green: 'success',
  blue: 'info',
  yellow: 'warning',
  red: 'danger',
  neutral: undefined,
};

/** A list status's tone, from core's chip colour (issue 30: paused for credits is yellow). */
export const listTone = (status: string): Tone | undefined => LIST_TONES[listStatusColor(status)];
const CAMPAIGN_TONES: Record<string, Tone> = {
  draft: 'muted',
  active: 'success',
  paused: 'warning',
  completed: 'info',
  archived: 'accent',
};

/** The lists tab: name, status (with the live percent of a run), profiles found, date. */
export function ListRows({
  lists,
  cursor,
  height,
  progress,
  searching,
}: {
  lists: ListRow[];
  cursor: number;
  height: number;
  progress: Map<string, { percent: number }>;
  searching: boolean;
}) {
  const tone = useTone();
  const { columns } = useTerminalSize();
  const nameWidth = Math.max(12, columns - 40);
  if (lists.length === 0) {
    return (
      <Empty
        text={
          searching
            ? 'No lists match your search'
            : 'No lists yet: press n to discover profiles or c for a custom list'
        }
      />
    );
  }
  const { start, end } = visibleWindow(lists.length, cursor, height - 1);
  return (
    <Box flexDirection="column">
      <Text color={tone('muted')}>
        {`  ${cell('NAME', nameWidth)} ${cell('STATUS', 16)} ${cell('PROFILES', 9, 'right')} ${cell('CREATED', 8)}`}
      </Text>
      {lists.slice(start, end).map((list, i) => {
        const running = progress.get(list.id);
        const status = running ? `${list.status} ${running.percent}%` : list.status;
        return (
          <Text key={list.id} inverse={start + i === cursor} wrap="truncate">
            {`${start + i === cursor ? '>' : ' '} ${cell(displayListName(list.name), nameWidth)} `}
            <Text color={tone(listTone(list.status))}>{cell(status, 16)}</Text>
            {` ${cell(count(list.profiles_found), 9, 'right')} ${cell(shortDate(list.created_at), 8)}`}
          </Text>
        );
      })}
    </Box>
  );
}

/**
 * Under the lists, the message of the highlighted list when its run failed or was paused for
 * credits (issue 30), and that R retries it: up to three lines, the rest cut.
 */
export function ListNote({ list }: { list: ListRow | undefined }) {
  const tone = useTone();
  if (!list?.error || (list.status !== 'failed' && list.status !== 'paused')) return null;
  return (
    <Box maxHeight={3} overflow="hidden" flexDirection="column">
      <Text color={tone(list.status === 'paused' ? 'warning' : 'danger')}>
        {list.error} <Text color={tone('muted')}>R retries the run.</Text>
      </Text>
    </Box>
  );
}

/** The campaigns tab: name, status, profiles, messages sent, date. */
export function CampaignRows({
  campaigns,
  cursor,
  height,
  searching,
}: {
  campaigns: CampaignSummary[];
  cursor: number;
  height: number;
  searching: boolean;
}) {
  const tone = useTone();
  const { columns } = useTerminalSize();
  const nameWidth = Math.max(12, columns - 44);
  if (campaigns.length === 0) {
    return (
      <Empty
        text={
          searching
            ? 'No campaigns match your search'
            : 'No campaigns yet: open a list, select profiles and press C'
        }
      />
    );
  }
  const { start, end } = visibleWindow(campaigns.length, cursor, height - 1);
  return (
    <Box flexDirection="column">
      <Text color={tone('muted')}>
        {`  ${cell('NAME', nameWidth)} ${cell('STATUS', 10)} ${cell('PROFILES', 9, 'right')} ${cell('SENT', 6, 'right')} ${cell('CREATED', 8)}`}
      </Text>
      {campaigns.slice(start, end).map((campaign, i) => (
        <Text key={campaign.id} inverse={start + i === cursor} wrap="truncate">
          {`${start + i === cursor ? '>' : ' '} ${cell(campaign.name, nameWidth)} `}
          <Text color={tone(CAMPAIGN_TONES[campaign.status])}>{cell(campaign.status, 10)}</Text>
          {` ${cell(count(campaign.profile_count), 9, 'right')} ${cell(count(campaign.messages_sent), 6, 'right')} ${cell(shortDate(campaign.created_at), 8)}`}
        </Text>
      ))}
    </Box>
  );
}

function Empty({ text }: { text: string }) {
  const tone = useTone();
  return (
    <Box marginY={1}>
      <Text color={tone('muted')}>{text}</Text>
    </Box>
  );
}
