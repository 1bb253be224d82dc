import {
  CAMPAIGN_STATUSES,
  lintTemplate,
  parseSendRateLimit,
  SEND_RATE_DEFAULT,
  SEND_RATE_MAX,
  SEND_RATE_MIN,
  type TemplateProfile,
} from '@leadgen/core/domain';
import { useId } from 'react';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { Select } from '../../../components/Select';
import { TemplateEditor } from '../../../components/TemplateEditor';
import { groupedCount } from '../../../lib/count-format';
import type { CampaignSettingsForm } from '../edit-save';

/**
 * Campaign Settings (spec §2 edit screen): name, description, any status (spec §4: chosen
 * freely), the send rate (spec §5: 1–100, blank or invalid becomes 10, shown before saving),
 * the template with variables and a live preview, Personalize All and Populate All.
 */
export function CampaignSettingsCard({
  form,
  onChange,
  preview,
  onPersonalizeAll,
  onPopulateAll,
  progress,
  ready = true,
  leadsUsingTemplate = 0,
}: {
  form: CampaignSettingsForm;
  onChange: (form: CampaignSettingsForm) => void;
  preview: TemplateProfile | null;
  onPersonalizeAll: () => void;
  onPopulateAll: () => void;
  progress: { done: number; total: number } | null;
  /** False while the campaign's profiles are still arriving: Populate All and Personalize All wait. */
  ready?: boolean;
  /** Selected leads still to contact without a message of their own: they get the template as it is. */
  leadsUsingTemplate?: number;
}) {
  const descriptionId = useId();
  const set = <K extends keyof CampaignSettingsForm>(key: K, value: CampaignSettingsForm[K]) =>
    onChange({ ...form, [key]: value });
  const rate = parseSendRateLimit(form.sendRateLimit);
  const rateReplaced = String(rate) !== form.sendRateLimit.trim();
  return (
    <section aria-labelledby={`${descriptionId}-title`} className="flex flex-col gap-4">
      <h2 id={`${descriptionId}-title`} className="text-base font-semibold text-slate-900">
        Campaign Settings
      </h2>
      <Field
        label="Campaign name"
        value={form.name}
        maxLength={200}
        onChange={(event) => set('name', event.target.value)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={descriptionId} className="text-sm font-medium text-slate-700">
          Description
        </label>
        <textarea
          id={descriptionId}
          rows={2}
          value={form.description}
          maxLength={2000}
          placeholder="What this campaign is for"
          onChange={(event) => set('description', event.target.value)}
          className="w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          label="Status"
          options={CAMPAIGN_STATUSES}
          value={form.status}
          onChange={(event) => set('status', event.target.value)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm capitalize focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
        <div className="flex flex-col gap-1">
          <Field
            label="Send rate limit (per hour)"
            type="number"
            inputMode="numeric"
            min={SEND_RATE_MIN}
            max={SEND_RATE_MAX}
            value={form.sendRateLimit}
            onChange={(event) => set('sendRateLimit', event.target.value)}
            onBlur={() => set('sendRateLimit', String(rate))}
          />
          <p className={`text-xs ${rateReplaced ? 'text-amber-700' : 'text-slate-500'}`} aria-live="polite">
            {rateReplaced
              ? `Not ${SEND_RATE_MIN}–${SEND_RATE_MAX}: saved as ${SEND_RATE_DEFAULT}`
              : `${SEND_RATE_MIN}–${SEND_RATE_MAX} messages per hour`}
          </p>
        </div>
      </div>
      <TemplateEditor
        value={form.messageTemplate}
        onChange={(template) => set('messageTemplate', template)}
        preview={preview}
        lint={lintTemplate(form.messageTemplate, { leadsUsingIt: leadsUsingTemplate })}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onPopulateAll} disabled={progress !== null || !ready}>
          Populate All
        </Button>
        <Button onClick={onPersonalizeAll} disabled={progress !== null || !ready}>
          {progress ? 'Personalizing…' : 'Personalize All'}
        </Button>
      </div>
      {progress ? (
        <div className="flex flex-col gap-1" aria-live="polite">
          <div
            role="progressbar"
            aria-label="Personalizing messages"
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            className="h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-all"
              style={{ width: `${progress.total === 0 ? 0 : (100 * progress.done) / progress.total}%` }}
            />
          </div>
          <p className="text-xs text-slate-600">
            Personalizing messages: {groupedCount(progress.done)} of {groupedCount(progress.total)}
          </p>
        </div>
      ) : null}
    </section>
  );
}
