import { type CampaignStatus, messages } from '@leadgen/core/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';
import { CAMPAIGNS_LIST_KEY } from './campaign-types';

type Toast = { ok: (text: string) => void; fail: (text: string) => void };

/** The user's campaigns (GET /api/campaigns), newest first as the server orders them. */
export function useCampaignsList() {
  return useQuery({
    queryKey: [...CAMPAIGNS_LIST_KEY, 'list'],
    queryFn: async () => (await read(api.campaigns.$get())).campaigns,
  });
}

/** Pause or Resume (PUT /api/campaigns/:id/status): 'Campaign {status} successfully' or the failure. */
export function useSetCampaignStatus(toast: Toast) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ id, status }: { id: string; status: CampaignStatus }) =>
      read(api.campaigns[':id'].status.$put({ param: { id }, json: { status } })),
    onSuccess: async (_answer, { status }) => {
      await client.invalidateQueries({ queryKey: CAMPAIGNS_LIST_KEY });
      toast.ok(messages.campaignStatusChanged(status));
    },
    onError: () => toast.fail(messages.failedToUpdateCampaignStatus),
  });
}

/** Delete (DELETE /api/campaigns/:id): 'Campaign deleted successfully' or 'Failed to delete campaign'. */
export function useDeleteCampaign(toast: Toast) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (id: string) => read(api.campaigns[':id'].$delete({ param: { id } })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: CAMPAIGNS_LIST_KEY });
      toast.ok(messages.campaignDeleted);
    },
    onError: () => toast.fail(messages.failedToDeleteCampaign),
  });
}
