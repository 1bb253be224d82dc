import { lintTemplate, MAX_VARIANTS, messages, TEMPLATE_VARIANT } from '@leadgen/core/domain';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TemplateEditor } from '../../../components/TemplateEditor';
import { useVariantActions, useVariants, type VariantRow, type VariantToast } from '../api/use-variants';

/** One variant's text being edited, saved on its own Save (not with the campaign's Save Changes). */
function VariantField({
  variant,
  locked,
  actions,
  onRemove,
}: {
  variant: VariantRow;
  locked: boolean;
  actions: ReturnType<typeof useVariantActions>;
  /** Asks before removing it (`VariantsEditor`'s confirmation). */
  onRemove: () => void;
}) {
  const [text, setText] = useState(variant.message_template);
  const changed = text !== variant.message_template;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
      <TemplateEditor
        value={text}
        onChange={setText}
        label={`Variant ${variant.label}`}
        rows={3}
        lint={lintTemplate(text)}
      />
      <div className="flex justify-end gap-2">
        {locked ? null : (
          <Button variant="secondary" disabled={actions.remove.isPending} onClick={onRemove}>
            Remove {variant.label}
          </Button>
        )}
        <Button
          disabled={!changed || actions.update.isPending}
          onClick={() => actions.update.mutate({ label: variant.label, messageTemplate: text })}
        >
          Save {variant.label}
        </Button>
      </div>
    </div>
  );
}

/**
 * The edit screen's Variants section (issue 36): variant A is the template above; B… are added
 * as a copy of A (the saved template), edited with the template editor's variable buttons,
 * saved one by one and removed after a confirmation. After a winner is picked (final) nothing is added or removed.
 */
export function VariantsEditor({ campaignId, toast }: { campaignId: string; toast: VariantToast }) {
  const variants = useVariants(campaignId);
  const actions = useVariantActions(campaignId, toast);
  const [removing, setRemoving] = useState<string | null>(null);
  const data = variants.data;
  if (!data) return null;
  const live = data.variants.filter((variant) => !variant.removed && variant.label !== TEMPLATE_VARIANT);
  const locked = data.winner !== null;
  const full = live.length + 1 >= MAX_VARIANTS;
  return (
    <section aria-labelledby="campaign-variants-edit" className="flex flex-col gap-3">
      <h2 id="campaign-variants-edit" className="text-base font-semibold text-slate-900">
        Message variants
      </h2>
      <p className="text-sm text-slate-600">
        Variant A is the message template above. Each lead gets one variant, evenly, and keeps it; the
        campaign view shows which replies best.
      </p>
      {live.map((variant) => (
        // keyed by text too: a saved or refreshed text restarts the field from it
        <VariantField
          key={`${variant.label}:${variant.message_template}`}
          variant={variant}
          locked={locked}
          actions={actions}
          onRemove={() => setRemoving(variant.label)}
        />
      ))}
      {locked ? (
        <p className="text-sm text-slate-600">{messages.variantWinnerFinal(data.winner ?? '')}</p>
      ) : (
        <div>
          <Button
            variant="secondary"
            disabled={full || actions.add.isPending}
            title={full ? messages.variantLimit(MAX_VARIANTS) : undefined}
            onClick={() => actions.add.mutate(undefined)}
          >
            Add variant (copy of A)
          </Button>
        </div>
      )}
      {removing ? (
        <ConfirmDialog
          title={messages.variantRemoveQuestion(removing)}
          tone="danger"
          confirmLabel="Remove"
          busy={actions.remove.isPending}
          onConfirm={() => actions.remove.mutate(removing, { onSettled: () => setRemoving(null) })}
          onClose={() => setRemoving(null)}
        >
          {messages.variantRemoveExplained}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
