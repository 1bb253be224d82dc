import { messages } from '@leadgen/core/domain';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';

/** spec §5: deleting profiles asks first, with the count. */
export function DeleteProfilesModal({
  count,
  deleting,
  onConfirm,
  onClose,
}: {
  count: number;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      title="Delete profiles"
      onClose={onClose}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      }
    >
      <p className="text-sm text-slate-700">{messages.confirmDeleteProfiles(count)}</p>
    </Modal>
  );
}
