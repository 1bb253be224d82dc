import { lintTemplate, type TemplateProfile } from '@leadgen/core/domain';
import { Button } from '../../../components/Button';
import { TemplateEditor } from '../../../components/TemplateEditor';
import { groupedCount } from '../../../lib/count-format';

/**
 * The campaign's message template (spec §2, §5 Templates) with its live preview on the first
 * selected profile, Generate with AI, Personalize selected and the run's progress.
 */
export function TemplateSection({
  template,
  onTemplate,
  preview,
  generating,
  onGenerate,
  onPersonalize,
  progress,
  onCancel,
  selectedCount = 0,
}: {
  template: string;
  onTemplate: (template: string) => void;
  preview: TemplateProfile | null;
  generating: boolean;
  onGenerate: () => void;
  onPersonalize: () => void;
  progress: { done: number; total: number } | null;
  onCancel: () => void;
  /** How many profiles are selected: they all get a placeholder-free template word for word. */
  selectedCount?: number;
}) {
  return (
    <section
      aria-label="Message"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <TemplateEditor
        value={template}
        onChange={onTemplate}
        preview={preview}
        rows={4}
        lint={lintTemplate(template, { leadsUsingIt: selectedCount })}
        actions={
          <>
            <Button variant="secondary" disabled={generating} onClick={onGenerate}>
              {generating ? 'Generating…' : 'Generate with AI'}
            </Button>
            <Button variant="secondary" disabled={progress !== null} onClick={onPersonalize}>
              Personalize selected
            </Button>
          </>
        }
      />
      {progress ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 px-3 py-2">
          <p
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            aria-label="Personalizing"
            className="flex-1 text-sm text-brand-800"
          >
            Personalizing {groupedCount(progress.done)} of {groupedCount(progress.total)}…
          </p>
          <span className="h-1.5 w-full overflow-hidden rounded-full bg-brand-100 sm:w-40" aria-hidden="true">
            <span
              className="block h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${(progress.done / Math.max(1, progress.total)) * 100}%` }}
            />
          </span>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      ) : null}
    </section>
  );
}
