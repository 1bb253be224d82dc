import { messages } from '@leadgen/core/domain';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';

/** Show More (spec §2 view screen): a profile's whole message, with Copy ('Message copied!'). */
export function MessageModal({
  username,
  message,
  onClose,
  toast,
}: {
  username: string;
  message: string;
  onClose: () => void;
  toast: { ok: (text: string) => void; fail: (text: string) => void };
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      toast.ok(messages.messageCopied);
    } catch {
      toast.fail('Could not copy the message');
    }
  };
  return (
    <Modal
      title={`Message for @${username}`}
      onClose={onClose}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={copy}>Copy</Button>
        </div>
      }
    >
      <p className="whitespace-pre-wrap wrap-anywhere text-sm text-slate-800">{message}</p>
    </Modal>
  );
}
