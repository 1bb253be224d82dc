import { hasTemplate, messages } from '@leadgen/core/domain';
import { api, read } from '../../../lib/api';
import { usePersonalizationRun } from '../../../lib/use-personalization-run';
import { useCreateToast } from '../create-toast';

/**
 * Personalize selected (spec §2, §7, §9): core writes each selected profile's message from the
 * template (POST /api/ai/drafts, 5 at a time with 1 s between groups, unsaved), answered at once
 * or by the job a large selection is queued as; the messages go to `onMessages`.
 * Checks first: a template ('Please enter a message template first') and a selection ('No
 * profiles selected for personalization').
 */
export function usePersonalizeSelected({
  onMessages,
}: {
  onMessages: (written: Record<string, string>) => void;
}) {
  const toast = useCreateToast();
  const run = usePersonalizationRun({ onMessages, toast, nameOne: true });

  const personalize = async (profileIds: readonly string[], template: string, context: string) => {
    if (!hasTemplate(template)) return toast.fail(messages.enterTemplateFirst);
    if (profileIds.length === 0) return toast.fail(messages.noProfilesSelectedForPersonalization);
    const json = { profileIds: [...profileIds], template: template.trim(), ...(context && { context }) };
    await run.start(profileIds.length, (signal) => read(api.ai.drafts.$post({ json }, { init: { signal } })));
  };

  return { personalize, cancel: run.cancel, progress: run.progress, running: run.running };
}
