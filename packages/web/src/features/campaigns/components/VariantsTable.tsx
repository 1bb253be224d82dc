import { MIN_SENDS_PER_VARIANT, messages } from '@leadgen/core/domain';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useVariantActions, useVariants, type VariantToast } from '../api/use-variants';

const percent = (value: number | null) => (value === null ? '–' : `${value}%`);

/**
 * The view screen's variants (issue 36): per variant sent, replied, reply rate with its 95%
 * interval, the suggestion line (a winner only at 150 sends per variant and a significant
 * difference), and Pick winner with a confirmation, since a pick is final. Hidden while the
 * campaign has only its template and nothing was sent on it.
 */
export function VariantsTable({ campaignId, toast }: { campaignId: string; toast: VariantToast }) {
  const variants = useVariants(campaignId);
  const actions = useVariantActions(campaignId, toast);
  const [picking, setPicking] = useState<string | null>(null);
  const data = variants.data;
  if (!data || data.variants.length < 2) return null;
  return (
    <section
      aria-labelledby="campaign-variants"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="campaign-variants" className="text-base font-semibold text-slate-900">
        Message variants
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label="Message variants">
          <thead className="text-xs text-slate-500">
            <tr>
              <th className="py-1 pr-3 font-medium">Variant</th>
              <th className="py-1 pr-3 font-medium">Sent</th>
              <th className="py-1 pr-3 font-medium">Replied</th>
              <th className="py-1 pr-3 font-medium">Reply rate</th>
              <th className="py-1 pr-3 font-medium">95% interval</th>
              <th className="py-1 pr-3 font-medium">Message</th>
              <th className="py-1 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.variants.map((variant) => (
              <tr
                key={variant.label}
                aria-label={`Variant ${variant.label}`}
                className="border-t border-slate-100"
              >
                <td className="py-2 pr-3 font-semibold text-slate-900">{messages.variantName(variant)}</td>
                <td className="py-2 pr-3">{variant.sent}</td>
                <td className="py-2 pr-3">{variant.replied}</td>
                <td className="py-2 pr-3">{percent(variant.reply_rate)}</td>
                <td className="py-2 pr-3">
                  {variant.interval ? `${variant.interval.low}–${variant.interval.high}%` : '–'}
                </td>
                <td className="max-w-xs truncate py-2 pr-3 text-slate-600" title={variant.message_template}>
                  {variant.message_template}
                </td>
                <td className="py-2 text-right">
                  {data.winner === null && !variant.removed ? (
                    <Button variant="secondary" onClick={() => setPicking(variant.label)}>
                      Pick {variant.label} as winner
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-700" data-testid="variant-suggestion">
        {messages.variantSuggestionLine(data.winner, data.suggested_winner, data.suggestion_reason)}
      </p>
      <p className="text-xs text-slate-500">
        Each lead gets a variant, evenly, and keeps it. A winner is suggested only when every variant has{' '}
        {MIN_SENDS_PER_VARIANT} sends and one replies significantly better (two-proportion test, 95%).
      </p>
      {picking ? (
        <ConfirmDialog
          title={`Pick variant ${picking}?`}
          confirmLabel={`Pick ${picking}`}
          busy={actions.pick.isPending}
          onClose={() => setPicking(null)}
          onConfirm={() => actions.pick.mutate(picking, { onSettled: () => setPicking(null) })}
        >
          {messages.variantPickConfirm(picking, data.suggested_winner, data.suggestion_reason)}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
