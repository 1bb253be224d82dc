import { messages } from '@leadgen/core/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { groupedCount } from './count-format';
import { openInstagramTabs } from './instagram';

/**
 * At most this many tabs open per click: a selection can hold thousands ("Select all matching"),
 * and a browser asked for hundreds of tabs at once stalls or blocks them all.
 */
export const OPEN_IG_BATCH = 10;

/** A selection being opened a batch at a time: its usernames and where the next batch starts. */
interface Pending {
  usernames: readonly string[];
  next: number;
}

/**
 * Open IG (spec §2): `open(usernames)` opens one tab per profile, at most `OPEN_IG_BATCH` per
 * click, and toasts how many opened, or how many the browser blocked. A larger selection opens
 * its first batch and then offers the next one in `dialog` (each of its clicks opens the next
 * batch), as do tabs asked for after a wait (the click's permission to open tabs has lapsed).
 */
export function useOpenInstagram(toast: { ok: (text: string) => void; fail: (text: string) => void }) {
  const [pending, setPending] = useState<Pending | null>(null);

  const openBatch = ({ usernames, next }: Pending) => {
    const batch = usernames.slice(next, next + OPEN_IG_BATCH);
    const opened = openInstagramTabs(batch);
    if (opened === batch.length) toast.ok(messages.openedProfiles(opened));
    else toast.fail(messages.popupsBlocked(opened, batch.length));
    const after = next + batch.length;
    setPending(after < usernames.length ? { usernames, next: after } : null);
  };

  const open = (usernames: readonly string[]) => {
    if (usernames.length === 0) return toast.fail(messages.noProfilesSelected);
    const clickLapsed = typeof navigator !== 'undefined' && navigator.userActivation?.isActive === false;
    if (clickLapsed) setPending({ usernames, next: 0 });
    else openBatch({ usernames, next: 0 });
  };

  const dialog = pending && (
    <NextBatchDialog pending={pending} onOpen={openBatch} onClose={() => setPending(null)} />
  );

  return { open, dialog };
}

function NextBatchDialog({
  pending,
  onOpen,
  onClose,
}: {
  pending: Pending;
  onOpen: (pending: Pending) => void;
  onClose: () => void;
}) {
  const total = pending.usernames.length;
  const from = pending.next + 1;
  const to = Math.min(pending.next + OPEN_IG_BATCH, total);
  const left = total - pending.next;
  return (
    <ConfirmDialog
      title={
        pending.next === 0 ? `Open ${total} profiles in Instagram?` : 'Open the next profiles in Instagram?'
      }
      confirmLabel={`Open ${groupedCount(from)}–${groupedCount(to)} of ${groupedCount(total)}`}
      cancelLabel={pending.next === 0 ? 'Cancel' : 'Done'}
      onConfirm={() => onOpen(pending)}
      onClose={onClose}
    >
      Profiles open {OPEN_IG_BATCH} at a time, each in a new tab; {left} still to open. If only one opens,
      allow pop-ups for this site in your browser.
    </ConfirmDialog>
  );
}
