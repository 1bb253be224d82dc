import { messages, type SelectorFilter } from '@leadgen/core/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, failureMessage, read } from '../../../lib/api';
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

/**
 * Creates the campaign (spec §2, §5 Campaigns): 'Creating campaign...', then POST /api/campaigns
 * with the personalised or edited messages (one transaction on the server); 'Campaign created
 * successfully!' and the dashboard's campaigns tab, or the server's message, or 'Failed to
 * create campaign. Please try again.'
 */
export function useCreateCampaign() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { ok, fail, info } = useCreateToast();
  return useSingleFlightMutation({
    mutationFn: async (input: NewCampaign) => {
      info(messages.creatingCampaign);
      const { campaign } = await read(
        api.campaigns.$post({
          json: {
            name: input.name.trim(),
            description: input.description.trim(),
            messageTemplate: input.messageTemplate,
            filters: { ...input.filters },
            profileIds: input.profileIds,
            messages: input.messages,
          },
        }),
      );
      return campaign;
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['campaigns'] });
      ok(messages.campaignCreated);
      await navigate('/dashboard?tab=campaigns');
    },
    onError: (error) => fail(failureMessage(error, messages.failedToCreateCampaignRetry)),
  });
}
