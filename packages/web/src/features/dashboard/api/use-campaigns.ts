import { messages } from '@leadgen/core/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import { useDashboardToast } from '../dashboard-toast';
import { CAMPAIGNS_KEY, type DashboardCampaign } from './dashboard-types';

/** The user's campaigns with their avatar previews (GET /api/campaigns). */
export function useCampaigns() {
  return useQuery({
    queryKey: CAMPAIGNS_KEY,
    queryFn: async () => (await read<{ campaigns: DashboardCampaign[] }>(api.campaigns.$get())).campaigns,
  });
}

/** Inline rename of a campaign: 'Campaign renamed successfully' or 'Failed to rename campaign'. */
export function useRenameCampaign() {
  const client = useQueryClient();
  const { ok, fail } = useDashboardToast();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      read<{ campaign: Omit<DashboardCampaign, 'preview_profiles'> }>(
        api.campaigns[':id'].$patch({ param: { id }, json: { name } }),
      ),
    onSuccess: ({ campaign }) => {
      client.setQueryData<DashboardCampaign[]>(CAMPAIGNS_KEY, (campaigns) =>
        campaigns?.map((each) => (each.id === campaign.id ? { ...each, name: campaign.name } : each)),
      );
      ok(messages.campaignRenamed);
    },
    onError: () => fail(messages.failedToRenameCampaign),
  });
}

/** Deletes a campaign: 'Campaign deleted successfully' or 'Failed to delete campaign: {message}'. */
export function useDeleteCampaign() {
  const client = useQueryClient();
  const { ok, fail } = useDashboardToast();
  return useMutation({
    mutationFn: (id: string) => read<{ message: string }>(api.campaigns[':id'].$delete({ param: { id } })),
    onSuccess: (_answer, id) => {
      client.setQueryData<DashboardCampaign[]>(CAMPAIGNS_KEY, (campaigns) =>
        campaigns?.filter((campaign) => campaign.id !== id),
      );
      ok(messages.campaignDeleted);
    },
    onError: (error) => fail(messages.failedToDeleteCampaignReason(error.message)),
  });
}
