import { instagramProfileUrl, isContacted, isOutreachStatus, messages } from '@leadgen/core/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LintNotes } from '../../../components/LintNotes';
import { useToast } from '../../../components/toasts';
import type { api } from '../../../lib/api';
import { ApiError, failureMessage, type ReadAnswer } from '../../../lib/api';
import { groupedCount } from '../../../lib/count-format';
import { useLeadActions } from '../api/use-send-queue';
import { AccountHealth } from './AccountHealth';

/** The queue as the route answers it. */
export type QueueJson = ReadAnswer<Awaited<ReturnType<(typeof api.campaigns)[':id']['queue']['$get']>>>;

/** What each key does on this screen. */
const KEYS: Record<string, 'copy' | 'sent' | 'skipped' | 'replied' | 'undo'> = {
  c: 'copy',
  s: 'sent',
  k: 'skipped',
  r: 'replied',
  u: 'undo',
};

/** '12:05' or '1:02:05' until `at`. */
function countdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * The time left of a wait of `wait_ms` (the server's count, so a wrong clock here does not
 * matter) from when it was read, ticking each second; `onDue` once it is over.
 */
function useCountdown(waitMs: number | null, onDue: () => void): string | null {
  const [start, setStart] = useState(() => Date.now());
  const [now, setNow] = useState(start);
  useEffect(() => {
    if (waitMs === null) return;
    const read = Date.now();
    setStart(read);
    setNow(read);
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waitMs]);
  const left = waitMs === null ? 0 : waitMs - (now - start);
  const due = waitMs !== null && left <= 0;
  useEffect(() => {
    if (due) onDue();
  }, [due, onDue]);
  return waitMs !== null && !due ? countdown(left) : null;
}

/** A send the pace holds, waiting for the person to confirm they sent it anyway. */
interface OverPace {
  profileId: string;
  username: string;
  /** Why the pace holds it and when the next send is allowed, in words. */
  why: string;
}

/**
 * The campaign's send view (issue: outreach you can run): the next lead — picture, name, bio —
 * and its message; Copy message and open Instagram, then Sent, Skip or Replied, with keyboard
 * shortcuts (c, s, k, r, u for undo). The pace says when the next send is allowed, counting
 * down; today's new conversations against the daily cap. The pace is enforced: Sent while it
 * holds asks first (a dialog saying when the next send is allowed) and a confirmed send is
 * recorded over the pace. Replied needs a message sent (the server says so otherwise). Leadgen
 * never sends: the person presses Send in Instagram.
 */
export function SendScreen({
  campaignId,
  queue,
  onDue,
}: {
  campaignId: string;
  queue: QueueJson;
  onDue: () => void;
}) {
  const toast = useToast();
  const actions = useLeadActions(campaignId);
  const [last, setLast] = useState<{ profileId: string; username: string } | null>(null);
  const [overPace, setOverPace] = useState<OverPace | null>(null);
  const { next, pace, today, campaign } = queue;
  const wait = useCountdown(pace.allowed ? null : pace.wait_ms, onDue);
  const busy = actions.mark.isPending || actions.undo.isPending;
  // issue 36: a message that still holds a placeholder is not copied or marked sent
  const refusal = next?.lint.errors[0]?.message ?? null;

  const markSent = async (lead: { profileId: string; username: string }, overridePace?: true) => {
    try {
      const answer = await actions.mark.mutateAsync({
        profileId: lead.profileId,
        status: 'sent',
        overridePace,
      });
      setOverPace(null);
      setLast(lead);
      toast(answer.message);
    } catch (error) {
      // the pace changed since the queue was read: ask, as for a send it held then
      if (error instanceof ApiError && error.code === 'PACE_HELD' && !overridePace)
        return setOverPace({ ...lead, why: error.message });
      setOverPace(null);
      toast(failureMessage(error, 'Could not save that. Try again.'), { tone: 'error' });
    }
  };

  const act = async (action: (typeof KEYS)[string]) => {
    try {
      if (action === 'undo') {
        if (!last) return;
        const answer = await actions.undo.mutateAsync(last.profileId);
        setLast(null);
        return toast(answer.message, { tone: 'info' });
      }
      if (!next) return;
      if (refusal && (action === 'copy' || action === 'sent')) return toast(refusal, { tone: 'error' });
      if (action === 'copy') {
        if (!pace.allowed) return toast(pace.notice ?? 'Not yet', { tone: 'error' });
        await navigator.clipboard?.writeText(next.text).catch(() => {});
        window.open(instagramProfileUrl(next.username), '_blank', 'noopener');
        actions.opened(next.profile_id);
        return toast(`Message copied: paste it in the chat with @${next.username}, then press Sent`);
      }
      const lead = { profileId: next.profile_id, username: next.username };
      if (action === 'sent') {
        if (!pace.allowed)
          return setOverPace({ ...lead, why: pace.notice ?? 'Your pace holds the next send' });
        return await markSent(lead);
      }
      // a reply needs a message sent first (the server refuses it too): said without asking it
      if (action === 'replied' && !(isOutreachStatus(next.status) && isContacted(next.status)))
        return toast(messages.responseNeedsSend(next.username, action), { tone: 'error' });
      const answer = await actions.mark.mutateAsync({ profileId: next.profile_id, status: action });
      setLast({ profileId: next.profile_id, username: next.username });
      toast(answer.message);
    } catch (error) {
      toast(failureMessage(error, 'Could not save that. Try again.'), { tone: 'error' });
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      // a dialog open (over the pace, a block report) takes the keys
      if (overPace || document.querySelector('[role="dialog"]')) return;
      const action = KEYS[event.key.toLowerCase()];
      if (!action) return;
      event.preventDefault();
      void act(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <main className="min-h-screen bg-slate-50">
      <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-5 sm:px-6">
        <Link
          to={`/view-campaign/${campaignId}`}
          className="text-sm font-medium text-slate-600 hover:text-brand-600"
        >
          ← Back to the campaign
        </Link>
        <header className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h1 className="wrap-anywhere text-2xl font-bold tracking-tight text-slate-900">
            Send · {campaign.name}
          </h1>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            {[
              ['Messages sent', campaign.messages_sent],
              ['Responses', campaign.responses_received],
              ['Reply rate', `${campaign.reply_rate}%`],
              ['Today', `${groupedCount(today.sent)} of ${groupedCount(today.cap)}`],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
                <dt className="text-xs text-slate-500">{label}</dt>
                <dd className="text-lg font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-slate-500">
            {groupedCount(queue.remaining)} left to contact · up to {campaign.send_rate_limit} an hour ·
            Leadgen never sends for you: you press Send in Instagram.
          </p>
          <AccountHealth health={queue.health} />
        </header>
        {next ? (
          <section
            aria-label={`Next lead: @${next.username}`}
            className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <div className="flex items-start gap-3">
              <Avatar username={next.username} url={next.profile_pic_url} size="lg" />
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  @{next.username}
                  {next.full_name ? (
                    <span className="font-normal text-slate-600"> · {next.full_name}</span>
                  ) : null}
                </p>
                <p className="text-xs text-slate-500">
                  {next.followers_count === null
                    ? 'followers unknown'
                    : `${next.followers_count.toLocaleString()} followers`}
                </p>
                {next.biography ? (
                  <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{next.biography}</p>
                ) : null}
              </div>
            </div>
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
              Message
              <textarea
                readOnly
                value={next.text}
                rows={Math.min(8, Math.max(3, next.text.split('\n').length + 1))}
                className="rounded-lg border border-slate-300 bg-slate-50 p-3 font-normal text-slate-900"
              />
            </label>
            {/* which message variant this lead gets (issue 36): its reply counts for that variant */}
            <p className="-mt-2 text-xs text-slate-500">Variant {next.variant}</p>
            <LintNotes lint={next.lint} />
            {refusal ? (
              <Link
                to={`/edit-campaign/${campaignId}`}
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                Edit the message
              </Link>
            ) : null}
            {pace.allowed ? null : (
              <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {pace.notice}
                {wait ? ` (in ${wait})` : ''}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button disabled={!pace.allowed || busy || refusal !== null} onClick={() => void act('copy')}>
                Copy message and open Instagram <kbd className="text-xs opacity-70">C</kbd>
              </Button>
              <Button
                variant="secondary"
                disabled={busy || refusal !== null}
                onClick={() => void act('sent')}
              >
                Sent <kbd className="text-xs opacity-70">S</kbd>
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => void act('skipped')}>
                Skip <kbd className="text-xs opacity-70">K</kbd>
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => void act('replied')}>
                Replied <kbd className="text-xs opacity-70">R</kbd>
              </Button>
              <Button variant="ghost" disabled={!last || busy} onClick={() => void act('undo')}>
                Undo{last ? ` @${last.username}` : ''} <kbd className="text-xs opacity-70">U</kbd>
              </Button>
            </div>
          </section>
        ) : (
          <section className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
            <p className="font-semibold text-slate-900">Nobody left to contact in this campaign</p>
            <p className="mt-1 text-sm text-slate-600">
              Leads already contacted in another campaign and do-not-contact usernames are left out.
            </p>
            {last ? (
              <Button variant="ghost" className="mt-3" onClick={() => void act('undo')}>
                Undo @{last.username}
              </Button>
            ) : null}
          </section>
        )}
      </div>
      {overPace ? (
        <ConfirmDialog
          title="Over your pace"
          confirmLabel="Mark sent anyway"
          busy={busy}
          onConfirm={() => void markSent(overPace, true)}
          onClose={() => setOverPace(null)}
        >
          {overPace.why}
          {wait ? ` (in ${wait})` : ''}. Only if you already sent the message to @{overPace.username}: it is
          recorded as sent over your pace.
        </ConfirmDialog>
      ) : null}
    </main>
  );
}
