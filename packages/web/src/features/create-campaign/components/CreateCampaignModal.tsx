import { messages } from '@leadgen/core/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { ErrorBox, Field } from '../../../components/Field';
import { Modal } from '../../../components/Modal';

/**
 * The name-and-description modal (spec §2, §5 Campaigns): a non-blank name is required
 * ('Please enter a campaign name'), the description is optional.
 */
export function CreateCampaignModal({
  count,
  busy,
  onCreate,
  onClose,
}: {
  count: number;
  busy: boolean;
  onCreate: (input: { name: string; description: string }) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError(messages.enterCampaignName);
    setError(null);
    onCreate({ name, description });
  };
  return (
    <Modal
      title="Create Campaign"
      onClose={onClose}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? 'Creating…' : 'Create'}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          {count} {count === 1 ? 'profile' : 'profiles'} selected. The campaign starts as a draft.
        </p>
        <Field
          label="Campaign name"
          value={name}
          required
          maxLength={200}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${formId}-description`} className="text-sm font-medium text-slate-700">
            Description (optional)
          </label>
          <textarea
            id={`${formId}-description`}
            rows={3}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
        </div>
        <ErrorBox message={error} />
      </form>
    </Modal>
  );
}
