import { useState } from 'react';
import { Button } from '../../components/Button';
import { Confetti } from '../../components/Confetti';
import { Modal } from '../../components/Modal';
import { Video } from '../../components/Video';

/**
 * The welcome modal (spec §2): the welcome video, "Don't show again" (any way of closing stores
 * the flag when it is ticked), a close button, and 3 seconds of confetti.
 */
export function WelcomeModal({
  videoUrl,
  onClose,
}: {
  videoUrl: string | null | undefined;
  onClose: (dontShowAgain: boolean) => void;
}) {
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const close = () => onClose(dontShowAgain);
  return (
    <>
      <Modal
        title="Welcome to Leadgen!"
        size="lg"
        onClose={close}
        footer={
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={dontShowAgain}
                onChange={(event) => setDontShowAgain(event.target.checked)}
              />
              Don't show again
            </label>
            <Button onClick={close}>Get started</Button>
          </div>
        }
      >
        <p className="mb-4 text-sm text-slate-600">
          Find the right profiles, build lists and run personalised outreach campaigns. This short video shows
          you around.
        </p>
        <Video url={videoUrl} title="Welcome to Leadgen" />
      </Modal>
      <Confetti />
    </>
  );
}
