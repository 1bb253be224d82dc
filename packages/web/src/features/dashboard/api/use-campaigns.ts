import { displayListName, messages } from '@leadgen/core/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, failureMessage, read } from '../../../lib/api';
import type { CampaignSummary } from '../../../lib/api-types';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';
import { useDashboardToast } from '../dashboard-toast';
import { campaignsQuery } from './dashboard-queries';
import { CAMPAIGNS_KEY } from './dashboard-types';

/** The user's campaigns (`campaignsQuery`). */
export function useCampaigns() {
  return useQuery(campaignsQuery);
}

/**
 * Inline rename of a campaign: 'Campaign renamed successfully' or 'Failed to rename campaign';
 * over the version shown (issue 31): one changed meanwhile elsewhere is refused in the server's
 * words and read again.
 */
export function useRenameCampaign() {
  const client = useQueryClient();
  const { ok, fail } = useDashboardToast();
  return useSingleFlightMutation({
    mutationFn: ({ id, name, version }: { id: string; name: string; version?: number }) =>
      read(api.campaigns[':id'].$patch({ param: { id }, json: { name, version } })),
    onSuccess: ({ campaign }) => {
      client.setQueryData<CampaignSummary[]>(CAMPAIGNS_KEY, (campaigns) =>
        campaigns?.map((each) =>
          each.id === campaign.id ? { ...each, name: campaign.name, version: campaign.version } : each,
        ),
      );
      ok(messages.campaignRenamed);
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 409)) return fail(messages.failedToRenameCampaign);
      fail(error.message);
      void client.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
    },
  });
}

/** Deletes a campaign: 'Campaign deleted successfully' or 'Failed to delete campaign: {message}'. */
export function useDeleteCampaign() {
  const client = useQueryClient();
  const { ok, fail } = useDashboardToast();
  return useSingleFlightMutation({
    mutationFn: (id: string) => read(api.campaigns[':id'].$delete({ param: { id } })),
    onSuccess: (_answer, id) => {
      client.setQueryData<CampaignSummary[]>(CAMPAIGNS_KEY, (campaigns) =>
        campaigns?.filter((campaign) => campaign.id !== id),
      );
      ok(messages.campaignDeleted);
    },
    onError: (error) => fail(messages.failedToDeleteCampaignReason(error.message)),
  });
}

/**
 * Creates a draft campaign of every profile of a completed list (spec §2 "Create Campaign from
 * list", §5: 'No profiles found in this list' when it has none): 'Creating campaign...', then
 * 'Campaign created successfully!' and `onCreated` with its id, or the server's reason.
 */
export function useCreateCampaignFromList(onCreated: (campaignId: string) => void) {
  const client = useQueryClient();
  const { ok, fail, info } = useDashboardToast();
  return useSingleFlightMutation({
    mutationFn: (list: { id: string; name: string }) => {
      info(messages.creatingCampaign);
      return read(api.campaigns.$post({ json: { fromListId: list.id, name: displayListName(list.name) } }));
    },
    onSuccess: async ({ campaign }) => {
      await client.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
      ok(messages.campaignCreated);
      onCreated(campaign.id);
    },
    onError: (error) => fail(failureMessage(error, messages.failedToCreateCampaign)),
  });
}
