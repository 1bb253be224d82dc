import { hasTemplate, messages, personalizationSummary, personalizationTone } from '@leadgen/core/domain';
import { api, read } from '../../../lib/api';
import { useCreateToast } from '../create-toast';
import type { Sleep } from '../paced-batch';
import { usePacedBatch } from '../use-paced-batch';

/**
 * Personalize selected (spec §2, §7, §9): each selected profile's message written by the AI from
 * the template, 5 at a time with 1 s between groups, into `onMessages` as they arrive.
 * Checks first: a template ('Please set a message template first') and a selection ('No
 * profiles selected for personalization').
 */
export function usePersonalizeSelected({
  onMessages,
  wait,
}: {
  onMessages: (written: Record<string, string>) => void;
  wait?: Sleep;
}) {
  const { ok, fail } = useCreateToast();
  const batch = usePacedBatch(wait ? { wait } : {});

  const personalize = async (profileIds: readonly string[], template: string, context: string) => {
    if (!hasTemplate(template)) return fail(messages.enterTemplateFirst);
    if (profileIds.length === 0) return fail(messages.noProfilesSelectedForPersonalization);
    // Cancel stops before the next group; the requests in flight finish and are kept.
    const result = await batch.run(profileIds, async (profileId) => {
      const answer = await read(
        api.ai.personalize.$post({ json: { profileId, template, ...(context && { context }) } }),
      );
      onMessages({ [answer.profileId]: answer.message });
      return answer;
    });
    const [written, failed] = [result.ok.length, result.failed.length];
    const text = personalizationSummary(written, failed, result.ok[0]?.value.username);
    (personalizationTone(written, failed) === 'danger' ? fail : ok)(text);
  };

  return { personalize, cancel: batch.cancel, progress: batch.progress, running: batch.running };
}
