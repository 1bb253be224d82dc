import { messages } from '@leadgen/core/domain';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { EXTENSION_INSTALL_STEPS as EXTENSION_STEPS } from '../../lib/extension-install-steps';

/**
 * The extension install steps (spec §2): step 0 downloads it (the store listing comes in a few
 * days; without a configured link, the spec's 'Extension URL not configured' text), steps 1 to 3
 * install it by hand, as Settings says (EXTENSION_INSTALL_STEPS). Previous, Next, and Complete
 * on the last step (`onComplete`); closing is `onClose`.
 */
export function ExtensionModal({
  extensionUrl,
  onClose,
  onComplete,
}: {
  extensionUrl: string | null | undefined;
  onClose: () => void;
  onComplete: () => void;
}) {
  const [step, setStep] = useState(0);
  const last = EXTENSION_STEPS.length - 1;
  const current = EXTENSION_STEPS[step] ?? EXTENSION_STEPS[0];
  return (
    <Modal
      title="Install the Leadgen browser extension"
      onClose={onClose}
      footer={
        <div className="flex items-center justify-between gap-2">
          <Button variant="secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
            Previous
          </Button>
          {step < last ? (
            <Button onClick={() => setStep(step + 1)}>Next</Button>
          ) : (
            <Button onClick={onComplete}>Complete</Button>
          )}
        </div>
      }
    >
      <ol aria-label="Steps" className="mb-4 flex gap-2">
        {EXTENSION_STEPS.map((each, index) => (
          <li
            key={each.title}
            aria-current={index === step ? 'step' : undefined}
            className={`h-1.5 flex-1 rounded-full ${index <= step ? 'bg-brand-600' : 'bg-slate-200'}`}
          >
            <span className="sr-only">{each.title}</span>
          </li>
        ))}
      </ol>
      <p className="text-xs font-medium uppercase tracking-wide text-brand-600">
        Step {step + 1} of {EXTENSION_STEPS.length}
      </p>
      <h3 className="mt-1 text-base font-semibold">{current.title}</h3>
      {step > 0 ? (
        <p className="mt-2 text-sm text-slate-700">{current.text}</p>
      ) : (
        <div className="mt-2 flex flex-col gap-3 text-sm text-slate-700">
          <p>
            The extension's store listing is coming in a few days. Until then, download it here and install it
            by hand in the next steps.
          </p>
          {extensionUrl ? (
            <a
              href={extensionUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex w-fit items-center rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
            >
              Download the extension
            </a>
          ) : (
            <p
              role="alert"
              className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-800"
            >
              {messages.extensionUrlNotConfigured}
            </p>
          )}
          <p>{current.text}</p>
        </div>
      )}
    </Modal>
  );
}
