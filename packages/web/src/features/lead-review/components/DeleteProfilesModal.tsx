import { messages } from '@leadgen/core/domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

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
    <ConfirmDialog
      title="Delete profiles"
      tone="danger"
      confirmLabel={deleting ? 'Deleting...' : 'Delete'}
      busy={deleting}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {messages.confirmDeleteProfiles(count)}
    </ConfirmDialog>
  );
}
