import type { QueryClient } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';
import { patchCachedProfiles } from './patch-cached-profiles';

/**
 * Saves one profile's message (PUT /api/lists/:id/profiles/:profileId/message; spec §4: the
 * server resets message_processed) over `version`, the message version it was typed over (a
 * message changed since elsewhere is refused, 409; undefined overwrites), and shows it in the
 * cached rows. A blank message is null. Answers the new version.
 */
export async function saveProfileMessage(
  client: QueryClient,
  listId: string,
  profileId: string,
  text: string,
  version: number | undefined,
): Promise<number> {
  const message = text.trim() === '' ? null : text;
  const saved = await read(
    api.lists[':id'].profiles[':profileId'].message.$put({
      param: { id: listId, profileId },
      json: { message, version },
    }),
  );
  const { message_processed, message_version } = saved;
  patchCachedProfiles(
    client,
    listId,
    new Map([[saved.id, { message: saved.message, message_processed, message_version }]]),
  );
  return message_version;
}
