import { messages, type SelectorFilter } from '@leadgen/core/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { api, failureMessage, read } from '../../../lib/api';
import { MESSAGE_PART_BYTES, messageParts } from '../../../lib/message-parts';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';
import { useCreateToast } from '../create-toast';

export interface NewCampaign {
  name: string;
  description: string;
  messageTemplate: string;
  filters: SelectorFilter;
  profileIds: string[];
  /** Non-blank per-profile messages, saved with the campaign. */
  messages: Record<string, string>;
}

/** Room the first request leaves for messages beside its other fields (the ids, about 40 kB for 1,000). */
const firstBudget = (input: NewCampaign) =>
  MESSAGE_PART_BYTES - new TextEncoder().encode(JSON.stringify({ ...input, messages: {} })).length;

/**
 * Creates the campaign (spec §2, §5 Campaigns): 'Creating campaign...', then POST /api/campaigns
 * with the personalised or edited messages (one transaction on the server) that fit in a bounded
 * request; more messages than that (1,000 long AI-written ones) follow in parts of at most 96 KB
 * (PUT /api/campaigns/:id/messages), so no request grows with the selection (issue 31). A part
 * that fails leaves the campaign made: trying again sends only the parts still missing, and never
 * makes a second campaign. Then 'Campaign created successfully!' and the dashboard's campaigns
 * tab, or the server's message, or 'Failed to create campaign. Please try again.'
 */
export function useCreateCampaign() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { ok, fail, info } = useCreateToast();
  // a campaign made whose messages are not all saved yet: what is left to send
  const unsent = useRef<{ id: string; parts: Record<string, string>[] } | null>(null);
  return useSingleFlightMutation({
    mutationFn: async (input: NewCampaign) => {
      info(messages.creatingCampaign);
      if (unsent.current === null) {
        const [first = {}, ...rest] = messageParts(Object.entries(input.messages), firstBudget(input));
        const { campaign } = await read(
          api.campaigns.$post({
            json: {
              name: input.name.trim(),
              description: input.description.trim(),
              messageTemplate: input.messageTemplate,
              filters: { ...input.filters },
              profileIds: input.profileIds,
              messages: first,
            },
          }),
        );
        unsent.current = { id: campaign.id, parts: rest };
      }
      const pending = unsent.current;
      while (pending.parts.length > 0) {
        const part = pending.parts[0] as Record<string, string>;
        await read(
          api.campaigns[':id'].messages.$put({ param: { id: pending.id }, json: { messages: part } }),
        );
        pending.parts.shift();
      }
      unsent.current = null;
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['campaigns'] });
      ok(messages.campaignCreated);
      await navigate('/dashboard?tab=campaigns');
    },
    onError: (error) => fail(failureMessage(error, messages.failedToCreateCampaignRetry)),
  });
}
