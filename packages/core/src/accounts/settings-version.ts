import { StaleVersionError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';

/**
 * The refusal of a settings save that started from an older version (issue 31), with the
 * current one, read from `current` (the user's row, or undefined when gone).
 */
export async function staleSettings(
  current: Promise<{ settings_version: number } | undefined>,
): Promise<StaleVersionError> {
  const row = await current;
  return new StaleVersionError(messages.settingsChangedElsewhere, {
    version: row === undefined ? undefined : Number(row.settings_version),
  });
}
