import type { QueryClient } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import { patchCachedProfiles } from './patch-cached-profiles';

/**
 * Saves one profile's message (PUT /api/lists/:id/profiles/:profileId/message; spec §4: the
 * server resets message_processed) and shows it in the cached rows. A blank message is null.
 */
export async function saveProfileMessage(
  client: QueryClient,
  listId: string,
  profileId: string,
  text: string,
): Promise<void> {
  const message = text.trim() === '' ? null : text;
  const saved = await read(
    api.lists[':id'].profiles[':profileId'].message.$put({
      param: { id: listId, profileId },
      json: { message },
    }),
  );
  patchCachedProfiles(
    client,
    listId,
    new Map([[saved.id, { message: saved.message, message_processed: saved.message_processed }]]),
  );
}
