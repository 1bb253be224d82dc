import type { Blocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/** Asks whether to leave the edit screen and lose its unsaved changes. */
export function LeaveModal({ blocker }: { blocker: Blocker }) {
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title="Leave without saving?"
      tone="danger"
      cancelLabel="Stay"
      confirmLabel="Leave"
      onConfirm={() => blocker.proceed()}
      onClose={() => blocker.reset()}
    >
      Your changes to this campaign are not saved yet.
    </ConfirmDialog>
  );
}
