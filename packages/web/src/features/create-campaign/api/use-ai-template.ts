import { messages } from '@leadgen/core/domain';
import { ApiError, api, read } from '../../../lib/api';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';
import { useCreateToast } from '../create-toast';

/**
 * Generate with AI (spec §7): a template written for `context`, put into the editor by
 * `onTemplate`. Toasts 'AI message template generated!' or, on failure, the server's Gemini
 * message or 'Error generating AI message' (spec §8 AI).
 */
export function useAiTemplate(onTemplate: (template: string) => void) {
  const { ok, fail } = useCreateToast();
  return useSingleFlightMutation({
    mutationFn: (context: string) => read(api.ai.template.$post({ json: context ? { context } : {} })),
    onSuccess: ({ template }) => {
      onTemplate(template);
      ok(messages.aiTemplateGenerated);
    },
    onError: (error) => fail(aiFailure(error, messages.errorGeneratingAiMessage)),
  });
}

/** The server's message when it speaks of Gemini (spec §8 AI), else `fallback`. */
export function aiFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && /Gemini/.test(error.message) ? error.message : fallback;
}
