import { messages } from '@leadgen/core/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { openInstagramTabs } from './instagram';

/** More tabs than this open only after the user confirms: a selection can hold thousands. */
export const OPEN_IG_CONFIRM_OVER = 10;

/**
 * Open IG (spec §2): `open(usernames)` opens one tab per profile and toasts how many opened, or
 * how many the browser blocked. Many tabs, or tabs asked for after a wait (the click's permission
 * to open tabs has lapsed), first ask in `dialog`, whose button is the click that opens them.
 */
export function useOpenInstagram(toast: { ok: (text: string) => void; fail: (text: string) => void }) {
  const [pending, setPending] = useState<readonly string[] | null>(null);

  const openNow = (usernames: readonly string[]) => {
    const opened = openInstagramTabs(usernames);
    if (opened === usernames.length) toast.ok(messages.openedProfiles(opened));
    else toast.fail(messages.popupsBlocked(opened, usernames.length));
  };

  const open = (usernames: readonly string[]) => {
    if (usernames.length === 0) return toast.fail(messages.noProfilesSelected);
    const clickLapsed = typeof navigator !== 'undefined' && navigator.userActivation?.isActive === false;
    if (usernames.length > OPEN_IG_CONFIRM_OVER || clickLapsed) setPending(usernames);
    else openNow(usernames);
  };

  const dialog = pending && (
    <ConfirmDialog
      title={`Open ${pending.length} profiles in Instagram?`}
      confirmLabel={`Open ${pending.length} tabs`}
      onConfirm={() => {
        setPending(null);
        openNow(pending);
      }}
      onClose={() => setPending(null)}
    >
      Each profile opens in a new tab. If only one opens, allow pop-ups for this site in your browser.
    </ConfirmDialog>
  );

  return { open, dialog };
}
