import { messages } from '@leadgen/core/domain';
import { useQueryClient } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation';
import type { SaveRequest } from '../edit-save';
import { campaignKey } from './campaign-types';

type SaveBody = Extract<SaveRequest, { ok: true }>['body'];

/**
 * Save Changes (PATCH /api/campaigns/:id, one transaction on the server): 'Campaign saved
 * successfully!' then `onSaved`, or 'Failed to save campaign. Please try again.'.
 */
export function useSaveCampaign(
  id: string,
  toast: { ok: (text: string) => void; fail: (text: string) => void },
  onSaved: () => void,
) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: SaveBody) => read(api.campaigns[':id'].$patch({ param: { id }, json: body })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['campaigns'] });
      client.removeQueries({ queryKey: campaignKey(id) });
      toast.ok(messages.campaignSaved);
      onSaved();
    },
    onError: () => toast.fail(messages.failedToSaveCampaign),
  });
}
