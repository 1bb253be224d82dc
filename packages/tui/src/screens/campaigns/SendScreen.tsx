import { liftBlocked, markLead, openLead, reportBlocked, sendQueue, undoLead } from '@leadgen/core';
import { instagramProfileUrl, messages, PaceHeldError } from '@leadgen/core/domain';
import { Box } from 'ink';
import { useState } from 'react';
import { useApp } from '../../app-context.js';
import { Confirm } from '../../components/Confirm.js';
import { LintLines } from '../../components/LintLine.js';
import { ScreenFrame } from '../../components/ScreenFrame.js';
import { Text } from '../../components/Text.js';
import { useKeymap } from '../../keymap.js';
import { useTone } from '../../theme.js';
import { useLoad } from '../../use-load.js';
import { useOpenProfile } from '../../use-open-profile.js';
import { CampaignLoadFrame } from './CampaignLoadFrame.js';
import { sendKeymap } from './send-keymap.js';

/** `count` of `word`, singular for one: '1 response', '2 responses'. */
const counted = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * A campaign's send queue (the same as the web's send view): the next lead and its message,
 * whether the pace allows a send now, and today's count. `c` copies the message, `o` opens the
 * profile; after pressing Send in Instagram, `s` marks it sent. While the pace holds sends, `s`
 * asks first and a yes records the send over the pace (core refuses it otherwise). `B` reports
 * "Instagram blocked me" (after a yes): the queue pauses for 24 hours, then runs at half the cap
 * for a day; while a block holds, `B` offers to undo it. The health line says what limits
 * sending now. Leadgen never sends.
 */
export function SendScreen({ campaignId }: { campaignId: string }) {
  const { deps, back, flash, fail } = useApp();
  const tone = useTone();
  const openProfile = useOpenProfile();
  const loaded = useLoad(() => sendQueue({ store: deps.store }, deps.user.id, campaignId), [campaignId]);
  const [last, setLast] = useState<string | null>(null);
  /** A send the pace holds, waiting for a yes to record it over the pace. */
  const [overPace, setOverPace] = useState<{ profileId: string; username: string; why: string } | null>(null);
  /** "Instagram blocked me" (or its undo), waiting for a yes. */
  const [blockAsk, setBlockAsk] = useState<'report' | 'undo' | null>(null);
  const queue = loaded.data;
  const next = queue?.next ?? null;
  const blocked = queue?.health.blockInEffect === true;
  const ref = { store: deps.store };

  const change = async (work: () => Promise<{ notice: string }>) => {
    try {
      flash((await work()).notice, 'success');
      loaded.reload();
    } catch (error) {
      // the pace changed since the queue was read: ask, as for a send it held then
      if (error instanceof PaceHeldError && next)
        return setOverPace({ profileId: next.profile_id, username: next.username, why: error.message });
      fail(error);
    }
  };

  const mark = (lead: { profileId: string; username: string }, status: string, overridePace = false) =>
    void change(async () => {
      const done = await markLead(
        ref,
        deps.user.id,
        campaignId,
        { profileId: lead.profileId },
        status,
        undefined,
        {
          overridePace,
        },
      );
      setLast(lead.username);
      return done;
    });

  const lead = next && { profileId: next.profile_id, username: next.username };
  const hasLead = lead !== null;
  // issue 36: a message that still holds a placeholder is not copied or marked sent
  const refusal = next?.lint.errors[0]?.message ?? null;
  const keymap = sendKeymap(
    { hasLead, canUndo: last !== null, loaded: queue !== undefined, blocked },
    {
      copy: () => {
        if (!next) return;
        if (refusal) return flash(refusal, 'danger');
        deps.copyText(next.text);
        flash(`Message for @${next.username} copied`, 'success');
      },
      open: () => {
        if (!next) return;
        void openLead(ref, deps.user.id, campaignId, { profileId: next.profile_id }).catch(() => {});
        openProfile(next.username);
      },
      sent: () => {
        if (!lead || !queue) return;
        if (refusal) return flash(refusal, 'danger');
        if (!queue.pace.allowed) setOverPace({ ...lead, why: queue.pace.notice ?? messages.paceRefused('') });
        else mark(lead, 'sent');
      },
      skip: () => lead && mark(lead, 'skipped'),
      replied: () => lead && mark(lead, 'replied'),
      undo: () =>
        last &&
        void change(async () => {
          const done = await undoLead(ref, deps.user.id, campaignId, { username: last });
          setLast(null);
          return done;
        }),
      block: () => setBlockAsk(blocked ? 'undo' : 'report'),
      back,
    },
  );
  useKeymap(keymap, !overPace && !blockAsk);

  const answerBlock = () => {
    const ask = blockAsk;
    setBlockAsk(null);
    void change(() => (ask === 'undo' ? liftBlocked(ref, deps.user.id) : reportBlocked(ref, deps.user.id)));
  };
  const blockConfirm = blockAsk ? (
    <Confirm
      question={blockAsk === 'undo' ? messages.blockUndoConfirm : messages.blockConfirm}
      onYes={answerBlock}
      onNo={() => setBlockAsk(null)}
    />
  ) : null;

  if (!queue) return <CampaignLoadFrame title="Send" keys={keymap} error={loaded.error} />;
  const { campaign, pace, today } = queue;
  return (
    <ScreenFrame title={`Send: ${campaign.name}`} keys={keymap}>
      <Text color={tone('muted')} wrap="truncate">
        {`${campaign.messagesSent} sent · ${counted(campaign.responses, 'response')} (${campaign.replyRate}%) · ` +
          `today ${today.sent} of ${today.cap} · ${queue.remaining} left`}
      </Text>
      <Text color={tone(queue.health.left > 0 ? 'muted' : 'warning')} wrap="truncate">
        {queue.health.line}
      </Text>
      {blockConfirm}
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
          <Text color={tone('muted')} wrap="truncate">{`Variant ${next.variant}`}</Text>
          <LintLines lint={next.lint} />
          <Text color={tone(pace.allowed ? 'success' : 'warning')} wrap="truncate">
            {pace.allowed ? 'Send now: c copies the message, o opens the profile, s once sent' : pace.notice}
          </Text>
          {overPace ? (
            <Confirm
              question={`${overPace.why}. Mark @${overPace.username} sent anyway, over your pace?`}
              onYes={() => {
                setOverPace(null);
                mark(overPace, 'sent', true);
              }}
              onNo={() => setOverPace(null)}
            />
          ) : null}
        </Box>
      ) : (
        <Text color={tone('muted')}>{messages.queueEmpty}</Text>
      )}
    </ScreenFrame>
  );
}
