import type { Blocker } from 'react-router';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';

/** Asks whether to leave the edit screen and lose its unsaved changes. */
export function LeaveModal({ blocker }: { blocker: Blocker }) {
  if (blocker.state !== 'blocked') return null;
  return (
    <Modal
      title="Leave without saving?"
      onClose={() => blocker.reset()}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => blocker.reset()}>
            Stay
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed()}>
            Leave
          </Button>
        </div>
      }
    >
      <p className="text-sm text-slate-700">Your changes to this campaign are not saved yet.</p>
    </Modal>
  );
}
