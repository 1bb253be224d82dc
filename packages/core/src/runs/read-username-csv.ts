import { readFile, stat } from 'node:fs/promises';
import { MAX_CSV_BYTES, type UsernameCsvFile } from '../domain/csv.js';
import { NotFoundError } from '../domain/errors.js';

/**
 * Reads a CSV file of usernames for `parseUsernameCsv`, as the CLI's `import` and the TUI's
 * custom-list form both do. Spec §5 checks the name and the size before the text, so a file
 * that fails them is never read. `shownAs` is how the user named the file, for the message
 * when it is missing.
 *
 * @example
 * const usernames = parseUsernameCsv(await readUsernameCsv('leads.csv'));
 */
export async function readUsernameCsv(path: string, shownAs = path): Promise<UsernameCsvFile> {
  if (!path.toLowerCase().endsWith('.csv')) return { fileName: path, size: 0, text: '' };
  const size = await stat(path).then(
    (stats) => stats.size,
    () => {
      throw new NotFoundError(`File not found: ${shownAs}`);
    },
  );
  const text = size > 0 && size <= MAX_CSV_BYTES ? await readFile(path, 'utf8') : '';
  return { fileName: path, size, text };
}
