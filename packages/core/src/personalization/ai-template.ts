import { requireCampaign } from '../campaigns/access.js';
import { campaignContext } from '../domain/ai-context.js';
import type { Writer } from '../providers/writer.js';
import type { Repositories } from '../store/open-store.js';

/**
 * Has the AI write a message template (spec §7 "Generative AI service"; the screen then shows
 * 'AI message template generated!', `messages.aiTemplateGenerated`). The context is `context`
 * when given, else the campaign's (`campaignContext`: its name and whom its list targets); with
 * neither, the prompt says no context was given. A `campaignId` that is not the user's is
 * 'Campaign not found or access denied'. The writer's failures (ProviderError) pass through.
 *
 * @example
 * const template = await generateTemplate({ store, writer }, userId, { context: 'Yoga studios in Lisbon' });
 */
export async function generateTemplate(
  deps: { store: Pick<Repositories, 'campaigns'>; writer: Writer },
  userId: string,
  input: { context?: string; campaignId?: string; signal?: AbortSignal },
): Promise<string> {
  let context = input.context?.trim() ?? '';
  if (input.campaignId !== undefined) {
    const campaign = await requireCampaign(deps.store, userId, input.campaignId);
    if (context === '') context = campaignContext(campaign);
  }
  const template = await deps.writer.generateTemplate({ context, signal: input.signal });
  return template.trim();
}
