import { markLead, openLead, sendQueue, undoLead } from '@leadgen/core';
import { instagramProfileUrl, messages } from '@leadgen/core/domain';
import { Box } from 'ink';
import { useState } from 'react';
import { useApp, useKeys } from '../../app-context.js';
import { type KeyHelp, ScreenFrame } from '../../components/ScreenFrame.js';
import { Text } from '../../components/Text.js';
import { useTone } from '../../theme.js';
import { useLoad } from '../../use-load.js';
import { useOpenProfile } from '../../use-open-profile.js';
import { CampaignLoadFrame } from './CampaignLoadFrame.js';

/** Every key of the send screen, for the help and the footer. */
export const SEND_KEYS: KeyHelp[] = [
  { keys: 'c', does: 'copy the message (to your clipboard, where the terminal allows it)', hint: 'copy' },
  { keys: 'o', does: "open the lead's Instagram page", hint: 'open' },
  { keys: 's', does: 'mark the lead sent (after you pressed Send in Instagram)', hint: 'sent' },
  { keys: 'k', does: 'skip the lead', hint: 'skip' },
  { keys: 'r', does: 'mark the lead replied', hint: 'replied' },
  { keys: 'u', does: 'undo the last change', hint: 'undo' },
];

/**
 * A campaign's send queue (the same as the web's send view): the next lead and its message,
 * whether the pace allows a send now, and today's count. `c` copies the message, `o` opens the
 * profile; after pressing Send in Instagram, `s` marks it sent. Leadgen never sends.
 */
export function SendScreen({ campaignId }: { campaignId: string }) {
  const { deps, back, flash, fail } = useApp();
  const tone = useTone();
  const openProfile = useOpenProfile();
  const loaded = useLoad(() => sendQueue({ store: deps.store }, deps.user.id, campaignId), [campaignId]);
  const [last, setLast] = useState<string | null>(null);
  const queue = loaded.data;
  const next = queue?.next ?? null;
  const ref = { store: deps.store };

  const change = async (work: () => Promise<{ notice: string }>) => {
    try {
      flash((await work()).notice, 'success');
      loaded.reload();
    } catch (error) {
      fail(error);
    }
  };

  useKeys((input, key) => {
    if (key.escape || input === 'q') return back();
    if (input === 'u' && last)
      return void change(async () => {
        const done = await undoLead(ref, deps.user.id, campaignId, { username: last });
        setLast(null);
        return done;
      });
    if (!next) return;
    if (input === 'c') {
      deps.copyText(next.text);
      return flash(`Message for @${next.username} copied`, 'success');
    }
    if (input === 'o') {
      void openLead(ref, deps.user.id, campaignId, { profileId: next.profile_id }).catch(() => {});
      return openProfile(next.username);
    }
    const status = input === 's' ? 'sent' : input === 'k' ? 'skipped' : input === 'r' ? 'replied' : null;
    if (status)
      void change(async () => {
        const done = await markLead(ref, deps.user.id, campaignId, { profileId: next.profile_id }, status);
        setLast(next.username);
        return done;
      });
  });

  if (!queue) return <CampaignLoadFrame title="Send" keys={SEND_KEYS} error={loaded.error} />;
  const { campaign, pace, today } = queue;
  return (
    <ScreenFrame title={`Send: ${campaign.name}`} keys={SEND_KEYS}>
      <Text color={tone('muted')} wrap="truncate">
        {`${campaign.messagesSent} sent · ${campaign.responses} responses (${campaign.replyRate}%) · ` +
          `today ${today.sent} of ${today.cap} · ${queue.remaining} left`}
      </Text>
      {next ? (
        <Box flexDirection="column" marginTop={1}>
          <Text bold wrap="truncate">
            {`@${next.username}${next.full_name ? `  ${next.full_name}` : ''}`}
            <Text color={tone('muted')}>
              {next.followers_count === null ? '' : `  ${next.followers_count.toLocaleString()} followers`}
            </Text>
          </Text>
          <Text color={tone('muted')} wrap="truncate">
            {instagramProfileUrl(next.username)}
          </Text>
          {next.biography ? <Text wrap="truncate">{next.biography.replace(/\s+/g, ' ')}</Text> : null}
          <Box marginTop={1} borderStyle="round" paddingX={1}>
            <Text wrap="wrap">{next.text}</Text>
          </Box>
          <Text color={tone(pace.allowed ? 'success' : 'warning')} wrap="truncate">
            {pace.allowed ? 'Send now: c copies the message, o opens the profile, s once sent' : pace.notice}
          </Text>
        </Box>
      ) : (
        <Text color={tone('muted')}>{messages.queueEmpty}</Text>
      )}
    </ScreenFrame>
  );
}
